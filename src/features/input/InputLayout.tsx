import { Suspense } from 'react';
import { Link as RouterLink, Navigate, Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LoadError } from '../../shell/LoadError';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useAuth } from '../../lib/auth-state';
import { teamPaths } from '../../lib/paths';
import { ApiError, isNoConnection } from '../../lib/api-client';
import { PageFallback } from '../../shell/PageFallback';
import { useValidateToken } from './api';
import { inputSections, sectionOfListPage } from './input-menu';

/**
 * Frame of the /input pages: checks the session (spec §2 "guarded by token
 * validation", every 5 minutes), and on a section's list page shows the
 * section tabs for quick switching. Detail pages get the shell's back arrow.
 * Offline the check cannot reach the server: the last known login stands and the
 * pages show what the service worker kept (the server still checks every write).
 */
export default function InputLayout() {
  const teamCode = useRequiredTeamCode();
  const { loginState } = useAuth();
  const { pathname } = useLocation();
  const loggedIn = loginState !== false;
  const validation = useValidateToken(teamCode, loggedIn);

  // Not logged in at all: straight to the pin login, no round trip and no "session expired".
  if (!loggedIn) return <Navigate to={teamPaths.login.path} replace />;
  // Offline the check fails every time it runs again (focus, interval): the page it let
  // through stays, rather than giving way to the loading bar and losing what was typed.
  const unchecked = validation.error !== undefined && isNoConnection(validation.error);
  if (validation.isLoading && !unchecked) return <PageFallback />;
  // 401/403 already led elsewhere (ApiError.handled); anything else gets a way to retry.
  if (
    validation.error &&
    !unchecked &&
    !(validation.error instanceof ApiError && validation.error.handled)
  ) {
    return (
      <LoadError
        detail="Je sessie kon niet worden gecontroleerd."
        onRetry={() => void validation.mutate()}
      />
    );
  }
  if (validation.error && !unchecked) return null;

  const section = sectionOfListPage(pathname);
  return (
    <>
      {section && (
        <Box
          sx={{
            // Flush under the app bar on phones, like a native segmented header.
            mx: { xs: -2, md: 0 },
            mt: { xs: -2, md: 0 },
            mb: 2,
            bgcolor: 'background.paper',
            borderStyle: 'solid',
            borderColor: 'divider',
            borderWidth: { xs: '0 0 1px 0', md: '1px' },
            borderRadius: { xs: 0, md: 3 },
            overflow: 'hidden',
          }}
        >
          {/* Phones swipe the tabs; a desktop gets arrows when they do not fit the column. */}
          <Tabs value={section} variant="scrollable" scrollButtons="auto" aria-label="Invoer">
            {inputSections.map((item) => (
              <Tab
                key={item.id}
                value={item.id}
                label={item.label}
                component={RouterLink}
                to={item.to}
              />
            ))}
          </Tabs>
        </Box>
      )}
      {/* A page's first visit waits for its code here, under the section tabs: in the shell's
          boundary the wait would hide them. */}
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </>
  );
}
