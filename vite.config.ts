import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

const API = process.env.TEAMPOT_API ?? 'http://localhost:3000';

// changeOrigin off: the API builds configuration.json from the Host header,
// so demo.localhost:5173 must reach it as demo.localhost:5173.
const toApi: ProxyOptions = { target: API, changeOrigin: false };

/**
 * Chunking. Pages are lazy (see the routers), so Rolldown already gives each its
 * own chunk and puts shared code (a date picker, a form library) in chunks
 * only their users load. The one group below gathers the libraries the first
 * screen needs anyway into a long-cacheable vendor chunk; `$initial` keeps it
 * to what the entry imports statically, so MUI parts used only by /input
 * pages stay out of a visitor's download.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
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
