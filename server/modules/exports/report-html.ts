import { escapeHtml } from '../../../domain/html.js';

/** The printable report's HTML: a tagged template that escapes, and the page's style. */

/** Tagged template: every interpolated string is escaped, nested `Html` is not. */
export class Html {
  constructor(readonly text: string) {}
}
type Part = string | number | Html | Html[];
export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  const text = strings.reduce((out, chunk, i) => {
    const part = parts[i - 1];
    const rendered = Array.isArray(part)
      ? part.map((p) => p.text).join('')
      : part instanceof Html
        ? part.text
        : escapeHtml(String(part));
    return out + rendered + chunk;
  });
  return new Html(text);
}

export const REPORT_STYLE = `
:root { color-scheme: light; --line: #d5dbe1; --muted: #5b6670; --accent: #0b6e4f; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c2329; background: #f3f5f7; }
main { max-width: 820px; margin: 24px auto; padding: 32px 40px; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
header { border-bottom: 3px solid var(--accent); padding-bottom: 12px; margin-bottom: 8px; }
.team { margin: 0; color: var(--accent); font-weight: 700; text-transform: uppercase; letter-spacing: .06em; font-size: 13px; }
h1 { margin: 4px 0; font-size: 26px; }
h2 { font-size: 17px; margin: 28px 0 8px; }
.meta, .empty, .sub { color: var(--muted); }
table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
thead th { font-size: 13px; color: var(--muted); border-bottom: 2px solid var(--line); }
tfoot th, tfoot td, tr.total th, tr.total td { font-weight: 700; border-top: 2px solid #1c2329; }
.num, .summary td { text-align: right; white-space: nowrap; }
.detail { display: block; font-size: 13px; color: var(--muted); }
.card { display: inline-block; width: 9px; height: 12px; margin-right: 5px; border-radius: 2px; vertical-align: -1px; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
.card.yellow { background: #f2c200; }
.card.red { background: #d32f2f; }
.summary, .titles { max-width: 460px; }
.summary th { font-weight: 400; }
.sign .lines { display: grid; gap: 18px; margin-top: 12px; }
.sign p { display: flex; gap: 12px; margin: 0; align-items: end; }
.sign span { flex: 1; border-bottom: 1px solid #1c2329; height: 28px; }
@media (max-width: 600px) { main { margin: 0; padding: 20px 16px; border-radius: 0; } th, td { padding: 6px 4px; } }
@page { size: A4; margin: 16mm 14mm; }
@media print {
  body { background: #fff; font-size: 11pt; }
  main { margin: 0; padding: 0; max-width: none; box-shadow: none; }
  thead { display: table-header-group; }
  tr, .sign { break-inside: avoid; }
  h2 { break-after: avoid; }
}
`;
