import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadConfig, parseConfig } from './lib/config';
import { readSsrData } from './app/ssr-data';
import { resolveTeamCode } from './lib/team-code';
import { setApiUrl } from './lib/api-client';
import { captureInstallPrompt } from './pwa/install-prompt';

// Before anything else: Chromium's install prompt fires once, possibly before the first render.
// (The service worker registers later, once the app is on screen: src/pwa/PwaLayer.tsx.)
captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// A team's dashboard comes rendered by the server (src/entry-server.tsx), with its answers.
const ssrData = readSsrData(`${window.location.pathname}${window.location.search}`);

/** The team app on a team host, the main-domain app elsewhere. */
async function loadRoutes(teamCode: string | null): Promise<ComponentType> {
  const app = teamCode ? await import('./app/TeamApp') : await import('./app/MainApp');
  return app.default;
}

/**
 * The app's frame and its routes. Imported here, not at the top: the browser evaluates a
 * module with everything it imports in one task, and this module with React DOM, MUI and the
 * router in one go was the longest task of a phone's start-up (Total Blocking Time,
 * docs/decisions.md). Now React DOM comes with this module, and the UI libraries with the app
 * in a task of their own (vite.config.ts keeps them in separate chunks).
 */
async function loadApp(teamCode: string | null) {
  const [{ App }, Routes] = await Promise.all([import('./app/App'), loadRoutes(teamCode)]);
  return { App, Routes };
}

// The configuration decides the API address and the team, so nothing renders before it:
// a rendered page brings the one it was rendered with, otherwise it is fetched.
// The app's code is fetched meanwhile (index.html preloads it) and awaited here rather
// than rendered lazily: a lazy app would first commit a skeleton, and React then holds
// the real page back for its Suspense reveal throttle (300 ms).
(ssrData ? Promise.resolve().then(() => parseConfig(ssrData.config)) : loadConfig())
  .then(async (config) => {
    setApiUrl(config.apiUrl);
    const teamCode = resolveTeamCode(window.location.hostname, config);
    return { config, teamCode, ...(await loadApp(teamCode)) };
  })
  .then(
    ({ config, teamCode, App, Routes }) => {
      if (ssrData) {
        // In a transition, as below: the hydration runs in slices (Total Blocking Time).
        startTransition(() => {
          hydrateRoot(
            container,
            <StrictMode>
              <App
                config={config}
                teamCode={teamCode}
                Routes={Routes}
                loaderData={ssrData.loaderData}
              />
            </StrictMode>,
          );
        });
        return;
      }
      // A transition: React renders the first screen in slices and keeps the
      // page responsive meanwhile, instead of one long task (Total Blocking Time).
      startTransition(() => {
        createRoot(container).render(
          <StrictMode>
            <App config={config} teamCode={teamCode} Routes={Routes} />
          </StrictMode>,
        );
      });
    },
    async (error: unknown) => {
      // Loaded only when needed: the error page's components are not part of a normal start.
      const { FatalErrorPage } = await import('./app/FatalErrorPage');
      createRoot(container).render(
        <FatalErrorPage message={error instanceof Error ? error.message : String(error)} />,
      );
    },
  )
  // Not even the error page could load (its chunk, offline): the console is all that is left.
  .catch((error: unknown) => console.error('Teampot could not start', error));
