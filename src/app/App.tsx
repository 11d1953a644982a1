import { Suspense, useMemo, type ComponentType } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { appTheme } from '../../theme';
import { answersOf } from '../lib/route-reads';
import { SwrProvider } from '../lib/swr';
import { ShellSkeleton } from '../shell/ShellSkeleton';
import { ApiErrorPolicy } from '../lib/ApiErrorPolicy';
import { AppContextProvider } from '../lib/app-context';
import { AuthProvider } from '../lib/auth-state';
import type { AppConfig } from '../lib/config';
import { NoticeProvider } from '../lib/notices';
import { HydratedLoadContext } from '../lib/page-load';
import { PwaLayer } from '../pwa/PwaLayer';
import { ServerRoutingContext, type ServerRouting } from './AppRouter';

/** What the server knows of the request it renders (src/entry-server.tsx). */
export interface ServerRequest {
  /** The address (path and query), routed by the app's routes. */
  routing: ServerRouting;
  /** The request's Cookie header: the login state of spec §4 steers the shell. */
  cookies: string;
}

/**
 * `Routes` is the team app or the main-domain app, loaded by main.tsx before the
 * first render (a team host never downloads the main-domain app, and the other
 * way round).
 */
export function App({
  config,
  teamCode,
  Routes,
  loaderData,
  server,
}: {
  config: AppConfig;
  teamCode: string | null;
  Routes: ComponentType;
  /**
   * The data of the route loaders the server rendered the page with (src/entry-server.tsx),
   * by route id: their answers are the SWR fallback, so the page renders what the server did.
   */
  loaderData?: Record<string, unknown>;
  /** Set when rendering on the server. */
  server?: ServerRequest;
}) {
  const context = useMemo(() => ({ config, teamCode }), [config, teamCode]);
  const answers = useMemo(() => loaderData && answersOf(loaderData), [loaderData]);
  return (
    <ThemeProvider theme={appTheme()}>
      <CssBaseline />
      <AppContextProvider value={context}>
        <NoticeProvider>
          <SwrProvider answers={answers}>
            <AuthProvider fallback={<ShellSkeleton />} serverCookies={server?.cookies}>
              <ApiErrorPolicy>
                <ServerRoutingContext.Provider value={server?.routing ?? null}>
                  <HydratedLoadContext.Provider value={(!server && loaderData) || null}>
                    <Suspense fallback={<ShellSkeleton />}>
                      <Routes />
                    </Suspense>
                  </HydratedLoadContext.Provider>
                </ServerRoutingContext.Provider>
              </ApiErrorPolicy>
              {/* Renders nothing until the visitor engages, and reads the device: browser only. */}
              {!server && <PwaLayer />}
            </AuthProvider>
          </SwrProvider>
        </NoticeProvider>
      </AppContextProvider>
    </ThemeProvider>
  );
}
