import { Suspense, useMemo, type ComponentType } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { appTheme } from '../../theme';
import { SwrProvider } from '../lib/swr';
import { ShellSkeleton } from '../shell/ShellSkeleton';
import { ApiErrorPolicy } from './ApiErrorPolicy';
import { AppContextProvider } from './app-context';
import { AuthProvider } from './auth-state';
import type { AppConfig } from './config';
import { NoticeProvider } from './notices';
import { PwaLayer } from '../pwa/PwaLayer';

/**
 * `Routes` is the team app or the main-domain app, loaded by main.tsx before the
 * first render (a team host never downloads the main-domain app, and the other
 * way round).
 */
export function App({
  config,
  teamCode,
  Routes,
}: {
  config: AppConfig;
  teamCode: string | null;
  Routes: ComponentType;
}) {
  const context = useMemo(() => ({ config, teamCode }), [config, teamCode]);
  return (
    <ThemeProvider theme={appTheme()}>
      <CssBaseline />
      <AppContextProvider value={context}>
        <NoticeProvider>
          <SwrProvider>
            <AuthProvider fallback={<ShellSkeleton />}>
              <ApiErrorPolicy />
              <Suspense fallback={<ShellSkeleton />}>
                <Routes />
              </Suspense>
              <PwaLayer />
            </AuthProvider>
          </SwrProvider>
        </NoticeProvider>
      </AppContextProvider>
    </ThemeProvider>
  );
}
