/**
 * Text made safe to stand in HTML, as element content or in a quoted attribute
 * (either quote): the server's pages and mails and the rendered dashboard's head.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
