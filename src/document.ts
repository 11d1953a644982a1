/**
 * The HTML document around the app, in one place for both of its forms:
 * - index.html, which the browser renders, gets `DOCUMENT_HEAD` from vite.config.ts
 *   (`<!--document-head-->`);
 * - a team's dashboard rendered by the server (src/entry-server.tsx) is `renderDocument`,
 *   with the build's entry script from its manifest (server/http/spa.ts).
 * No imports: vite.config.ts reads this module too.
 */

/** What every page's `<head>` holds besides its title (the app's icons, colours, the boot style). */
export const DOCUMENT_HEAD = `<meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#1b5e20" />
    <meta
      name="description"
      content="Teampot: wedstrijden, doelpunten, aanwezigheid, boetes en de boetepot van je team."
    />
    <meta name="color-scheme" content="light" />
    <meta name="mobile-web-app-capable" content="yes" />
    <meta name="apple-mobile-web-app-capable" content="yes" />
    <meta name="apple-mobile-web-app-status-bar-style" content="black-translucent" />
    <meta name="apple-mobile-web-app-title" content="Teampot" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="icon" href="/icons/icon-192.png" type="image/png" sizes="192x192" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <style>
      /* Before the first render: the app's background and bar colour, so a cold start does not flash white. */
      html,
      body {
        margin: 0;
        background: #f3f5f1;
      }
      /* The boot bar: the app bar's colour and height with the logo, painted with the HTML
         so the first screen shows at once; React replaces it on its first render. */
      .boot {
        box-sizing: border-box;
        height: calc(56px + env(safe-area-inset-top));
        padding: env(safe-area-inset-top) 16px 0;
        display: flex;
        align-items: center;
        background: #1b5e20;
      }
      .boot svg {
        width: 32px;
        height: 32px;
      }
      @media (min-width: 600px) {
        .boot {
          height: calc(64px + env(safe-area-inset-top));
        }
      }
    </style>`;

export interface DocumentParts {
  /** The page's `<title>` element. */
  title: string;
  /** More for `<head>`: a shared link's preview tags, the styles the page uses. */
  head: string;
  /** The inside of `<div id="root">`: the rendered app. */
  root: string;
  /** After the root: the data the page was rendered with, for hydration. */
  data: string;
  /** The build's entry script (its manifest's `index.html` entry), as an absolute path. */
  script: string;
}

/**
 * A page the server rendered. It is the first screen already: its scripts (hydration) can wait
 * until it is painted (src/boot.ts), so it has no modulepreload links, which would fetch them at
 * once; and it brings the configuration it was rendered with (src/main.tsx), so no preload of
 * that either.
 */
export function renderDocument({ title, head, root, data, script }: DocumentParts): string {
  return `<!doctype html>
<html lang="nl">
  <head>
    ${DOCUMENT_HEAD}
    ${title}${head}
  </head>
  <body>
    <div id="root">${root}</div>${data}
    <script type="module" crossorigin src="${script}"></script>
  </body>
</html>
`;
}
