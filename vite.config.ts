import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ProxyOptions, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';

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

/** The lazy chunks of a visitor's first screen on a team host: `/` shows the matches. */
const FIRST_SCREEN_CHUNKS = new Set(['TeamApp', 'DashboardPage', 'MatchesSection']);

/**
 * `modulePreload: false` (below) keeps Vite's preload helper and a list of
 * every lazy page's dependencies out of the first download. In exchange this
 * plugin writes `<link rel="modulepreload">` for what the first screen needs
 * into index.html: the entry's imports and the dashboard's lazy chunks with
 * theirs, so the browser fetches them all at once instead of one after the other.
 */
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
 * Chunking. Pages are lazy (see the routers), so Rolldown already gives each its
 * own chunk and puts shared code (a date picker, a form library) in chunks
 * only their users load. The one group below gathers the libraries the first
 * screen needs anyway into a long-cacheable vendor chunk; `$initial` keeps it
 * to what the entry imports statically, so MUI parts used only by /input
 * pages stay out of a visitor's download.
 */
export default defineConfig({
  plugins: [react(), muiWithoutCssVars(), preloadFirstScreen()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // See preloadFirstScreen.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/]/,
              tags: ['$initial'],
            },
            // Both apps need the router right after start-up; one stable chunk for it.
            { name: 'router', test: /[\\/]node_modules[\\/]react-router/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': toApi, '/config': toApi, '/health': toApi },
  },
  preview: {
    proxy: { '/api': toApi, '/config': toApi, '/health': toApi },
  },
});
