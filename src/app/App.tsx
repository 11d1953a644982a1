import { lazy, Suspense, useMemo } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../theme';
import { SwrProvider } from '../lib/swr';
import { ShellSkeleton } from '../shell/ShellSkeleton';
import { ApiErrorPolicy } from './ApiErrorPolicy';
import { AppContextProvider } from './app-context';
import { AuthProvider } from './auth-state';
import type { AppConfig } from './config';
import { NoticeProvider } from './notices';
import { PwaLayer } from '../pwa/PwaLayer';

// A team host never downloads the main-domain app, and the other way round.
const TeamApp = lazy(() => import('./TeamApp'));
const MainApp = lazy(() => import('./MainApp'));

export function App({ config, teamCode }: { config: AppConfig; teamCode: string | null }) {
  const context = useMemo(() => ({ config, teamCode }), [config, teamCode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppContextProvider value={context}>
        <NoticeProvider>
          <SwrProvider>
            <AuthProvider fallback={<ShellSkeleton />}>
              <ApiErrorPolicy />
              <Suspense fallback={<ShellSkeleton />}>
                {teamCode ? <TeamApp /> : <MainApp />}
              </Suspense>
              <PwaLayer />
            </AuthProvider>
          </SwrProvider>
        </NoticeProvider>
      </AppContextProvider>
    </ThemeProvider>
  );
}
