import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildOptions, type Plugin, type ProxyOptions, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { DOCUMENT_HEAD } from './src/document';

const API = process.env.TEAMPOT_API ?? 'http://localhost:3000';

// changeOrigin off: the API builds configuration.json from the Host header,
// so demo.localhost:5173 must reach it as demo.localhost:5173.
const toApi: ProxyOptions = { target: API, changeOrigin: false };

/**
 * MUI's theme module always imports its CSS-variables variant (a provider,
 * color-scheme storage, a second theme builder), used only by themes with
 * `cssVariables` or `colorSchemes`. Ours has neither (theme/index.ts), so the
 * build resolves those two modules to a stub that throws if ever called.
 */
function muiWithoutCssVars(): Plugin {
  const stub = fileURLToPath(new URL('./theme/mui-without-css-vars.ts', import.meta.url));
  const replaced = new Set(['./ThemeProviderWithVars.mjs', './createThemeWithVars.mjs']);
  return {
    name: 'teampot:mui-without-css-vars',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const fromMuiStyles = importer?.replaceAll('\\', '/').includes('/@mui/material/styles/');
      return fromMuiStyles && replaced.has(source) ? stub : null;
    },
  };
}

/** index.html's head from src/document.ts, which the server-rendered page uses too. */
function documentHead(): Plugin {
  return {
    name: 'teampot:document-head',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('<!--document-head-->', () => DOCUMENT_HEAD),
    },
  };
}

/**
 * The first screen's code, in three parts: the app's start (`main`, imported by
 * src/boot.ts once the boot bar is on screen, with React DOM), the app's frame
 * (`App`: theme, data, login state) and the team app, which imports the
 * dashboard and its default section (the matches). main imports the other two.
 */
const START_MODULE = 'src/main.tsx';
const APP_MODULE = 'src/app/App.tsx';
const TEAM_APP_MODULE = 'src/app/TeamApp.tsx';

const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/**
 * The modules each part runs: its module and everything that imports
 * statically. Filled once the build knows the module graph, read by the chunk
 * groups below.
 */
const firstScreen = {
  start: new Set<string>(),
  app: new Set<string>(),
  teamApp: new Set<string>(),
};

function collectFirstScreen(): Plugin {
  return {
    name: 'teampot:collect-first-screen',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (file: string, into: Set<string>) => {
        const start = ids.find((id) => id.replaceAll('\\', '/').endsWith(file));
        if (!start) this.error(`first-screen module not found: ${file}`);
        const pending = [start];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (into.has(id)) continue;
          into.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      closure(START_MODULE, firstScreen.start);
      closure(APP_MODULE, firstScreen.app);
      closure(TEAM_APP_MODULE, firstScreen.teamApp);
      // Validation (zod, ~40 KB gzip) is for forms and the server: a domain module the first
      // screen imports must keep its schemas in a `*.schema.ts` of its own (docs/dashboard.md).
      for (const id of [...firstScreen.start, ...firstScreen.app, ...firstScreen.teamApp]) {
        if (!/[\\/]node_modules[\\/]zod[\\/]/.test(id)) continue;
        const path = [id];
        for (let at = id; !/[\\/]src[\\/]/.test(at);) {
          const importer = this.getModuleInfo(at)?.importers.find(
            (other) =>
              firstScreen.app.has(other) ||
              firstScreen.teamApp.has(other) ||
              firstScreen.start.has(other),
          );
          if (!importer || path.includes(importer)) break;
          path.push((at = importer));
        }
        this.error(`zod is on the first screen: ${path.reverse().join(' → ')}`);
      }
    },
  };
}

/**
 * `modulePreload: false` (below) keeps Vite's preload helper and a list of
 * every lazy page's dependencies out of the first download. In exchange this
 * plugin writes `<link rel="modulepreload">` for what the first screen needs
 * into index.html: the entry's imports and the first screen's chunks with
 * theirs, so the browser fetches them all with the page instead of one after
 * the other once the boot script runs.
 */
const MAIN_CHUNK = 'main';
const APP_CHUNK = 'app';
const TEAM_APP_CHUNK = 'team-app';
const FIRST_SCREEN_CHUNKS = new Set([MAIN_CHUNK, APP_CHUNK, TEAM_APP_CHUNK]);

function preloadFirstScreen(): Plugin {
  return {
    name: 'teampot:preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) add(imported);
        };
        for (const chunk of chunks) {
          if (chunk.isEntry) chunk.imports.forEach(add);
          else if (FIRST_SCREEN_CHUNKS.has(chunk.name)) add(chunk.fileName);
        }
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Chunking. Pages are lazy (see the routers), so Rolldown gives each its own
 * chunk and puts shared code (a date picker, a form library) in chunks only
 * their users load. Five groups gather what a visitor's first screen runs, so
 * the phone fetches seven scripts (with the boot entry and Rolldown's runtime)
 * instead of two dozen (each request costs a round trip on a slow connection):
 * - `vendor-start`, the libraries `main` imports (React DOM), and `vendor`, the
 *   rest of the first screen's libraries (MUI, Emotion, the router, SWR): two
 *   chunks because the browser evaluates a chunk with everything it imports in
 *   one task, and one chunk of all of them was a phone's longest task at
 *   start-up (src/main.tsx imports the app's frame and routes after React DOM);
 * - `main`, our start-up code; `app`, the app's frame (App.tsx and what it
 *   imports); `team-app`, the team app with the dashboard's matches.
 * Libraries only /input pages use (the date picker, the input stack) stay out.
 * Our groups leave out what they import from other groups
 * (`includeDependenciesRecursively`), so neither `main` nor `app` pulls the team
 * app in: the main domain never runs it. (It still downloads it: every host gets
 * the one index.html, whose preload links name all three, see preloadFirstScreen.)
 */
const clientBuild: BuildOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  target: 'es2022',
  // dist/.vite/manifest.json: the server's rendered page takes its entry script from it.
  manifest: true,
  // See preloadFirstScreen.
  modulePreload: false,
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [
          {
            name: 'vendor-start',
            test: (id) => isLibrary(id) && firstScreen.start.has(id),
          },
          {
            name: 'vendor',
            test: (id) =>
              isLibrary(id) &&
              !firstScreen.start.has(id) &&
              (firstScreen.app.has(id) || firstScreen.teamApp.has(id)),
            includeDependenciesRecursively: false,
          },
          {
            name: MAIN_CHUNK,
            // Vite's dynamic-import helper stays with src/boot.ts, which needs it.
            test: (id) =>
              !isLibrary(id) && firstScreen.start.has(id) && !id.includes('preload-helper'),
            includeDependenciesRecursively: false,
          },
          {
            name: APP_CHUNK,
            test: (id) => !isLibrary(id) && firstScreen.app.has(id) && !firstScreen.start.has(id),
            includeDependenciesRecursively: false,
          },
          {
            name: TEAM_APP_CHUNK,
            test: (id) =>
              !isLibrary(id) &&
              firstScreen.teamApp.has(id) &&
              !firstScreen.start.has(id) &&
              !firstScreen.app.has(id),
            includeDependenciesRecursively: false,
          },
        ],
      },
    },
  },
};

/**
 * The server's entry (`vite build --ssr src/entry-server.tsx`): server/http/spa.ts
 * imports it from here, outside the public `dist/`.
 */
const ssrBuild: BuildOptions = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  target: 'node20',
};

/**
 * The service worker (src/pwa/sw.ts), built into dist/sw.js with the list of every
 * file of the release written into it (Workbox precaching): lazy chunks too, not only
 * what a visit loaded, so an offline start has whatever it may need. A new release
 * is a new worker. src/pwa/service-worker.ts registers it; public/manifest.webmanifest
 * is the app's manifest.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/pwa',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['assets/**/*'],
    // The names carry a content hash already: no revision query needed.
    dontCacheBustURLsMatching: /^assets\//,
  },
});

export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [
    react(),
    muiWithoutCssVars(),
    // The browser's build only.
    ...(isSsrBuild
      ? []
      : [documentHead(), collectFirstScreen(), preloadFirstScreen(), serviceWorker]),
  ],
  build: isSsrBuild ? ssrBuild : clientBuild,
  publicDir: isSsrBuild ? false : 'public',
  // The server's build bundles its libraries too, built for production like the browser's:
  // Emotion's class names (labels in development builds) must match for hydration.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: { '/api': toApi, '/config': toApi, '/health': toApi },
  },
  preview: {
    proxy: { '/api': toApi, '/config': toApi, '/health': toApi },
  },
}));
