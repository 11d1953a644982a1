import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import LoginRounded from '@mui/icons-material/LoginRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { layout } from '../../theme';
import { useConfig, useTeamCode } from '../lib/app-context';
import { useDeviceHolder } from './use-device-holder';
import { useTeamNotFound } from '../lib/ApiErrorPolicy';
import { UnknownTeamCard } from './UnknownTeamCard';
import { useAuth } from '../lib/auth-state';
import { useCurrentNotice } from '../lib/notices';
import { teamInfoKey } from '../lib/swr';
import { OfflineNotice } from '../pwa/OfflineNotice';
import { PageFallback } from './PageFallback';
import { PageTitleContext } from './page-title';
import { ScrollKeeping } from './ScrollKeeping';
import { useDeferredComponent } from '../lib/deferred-component';
import { backTarget, drawerItems, headerAction } from './shell-nav';

/** The side menu is not part of the first screen's download (lib/deferred-component). */
const loadNavDrawer = () => import('./NavDrawer').then((module) => module.NavDrawer);
const loadNoticeBar = () => import('./NoticeBar').then((module) => module.NoticeBar);
const LogoutDialog = lazy(() =>
  import('./LogoutDialog').then((module) => ({ default: module.LogoutDialog })),
);

// A light "tonal" pill: readable on the green bar without shouting like a filled button.
const onBarButton = {
  color: 'inherit',
  bgcolor: 'rgba(255, 255, 255, 0.16)',
  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.26)' },
  borderRadius: 999,
  px: 2,
  // On the narrowest phones the word alone: the team's name needs the room.
  '@media (max-width: 359.95px)': { px: 1.5, '& .MuiButton-startIcon': { display: 'none' } },
} as const;

/** The column of spec §2: 520 px from the `md` breakpoint (768 px) up, full width below. */
const column = {
  width: '100%',
  // 520 px of content plus the side padding.
  maxWidth: { xs: '100%', md: layout.columnWidth + 32 },
  mx: 'auto',
} as const;

/** Team name for the title bar; null on the main domain or until it is known. */
function useTeamName(teamCode: string | null): string | null {
  const { data } = useSWR<{ name?: string }>(teamCode ? teamInfoKey(teamCode) : null, {
    revalidateOnFocus: false,
  });
  return data?.name ?? null;
}

/**
 * The frame around every page: a sticky app bar (menu or back, title, one
 * action), the side menu, and the content column. Pages render in <Outlet />.
 */
export function AppShell() {
  const config = useConfig();
  const teamCode = useTeamCode();
  const env = teamCode ? 'team' : 'main';
  const { loginState, user, logout } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const teamNotFound = useTeamNotFound();
  const teamName = useTeamName(teamCode);
  const [deviceHolder] = useDeviceHolder(teamCode ?? '');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { Component: NavDrawer, load: loadDrawer } = useDeferredComponent(loadNavDrawer);
  const prepareDrawer = () => {
    if (!NavDrawer) void loadDrawer();
  };
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  // The header's logout asks first (a stray tap there ends the session); the menu's does not.
  // Asked once, then kept mounted so the dialog can animate closed.
  const [logoutAsked, setLogoutAsked] = useState<boolean | null>(null);

  const appName = teamCode ? (teamName ?? '') : 'Teampot';
  const title = pageTitle ?? appName;
  useEffect(() => {
    const parts = [pageTitle, teamName, 'Teampot'].filter((p): p is string => Boolean(p));
    document.title = [...new Set(parts)].join(' · ');
  }, [pageTitle, teamName]);

  const back = backTarget(location.pathname);
  const goBack = () => {
    // 'default' is the entry the app was opened on: nothing in-app to go back to.
    if (location.key !== 'default') void navigate(-1);
    else if (back) void navigate(back);
  };

  const items = drawerItems({
    env,
    loginState,
    isAdmin: user?.isAdmin ?? false,
    appUrl: config.appUrl,
    deviceHolder,
  });
  const action = headerAction(env, loginState, location.pathname);

  return (
    <PageTitleContext.Provider value={setPageTitle}>
      <ScrollKeeping />
      <Box
        sx={{
          minHeight: '100dvh',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
        }}
      >
        <AppBar position="sticky" sx={{ pt: 'env(safe-area-inset-top)' }}>
          <Toolbar
            sx={{
              ...column,
              // A little wider than the content: the icon buttons sit in the gutter, the title lines up.
              maxWidth: { xs: '100%', md: layout.columnWidth + 48 },
              gap: 1,
              pl: 'max(8px, env(safe-area-inset-left))',
              pr: 'max(12px, env(safe-area-inset-right))',
            }}
          >
            {back ? (
              <IconButton color="inherit" edge="start" aria-label="Terug" onClick={goBack}>
                <ArrowBackRounded />
              </IconButton>
            ) : (
              <IconButton
                color="inherit"
                edge="start"
                aria-label="Menu"
                onPointerEnter={prepareDrawer}
                onFocus={prepareDrawer}
                onClick={() => {
                  prepareDrawer();
                  setDrawerOpen(true);
                }}
              >
                <MenuRounded />
              </IconButton>
            )}
            {/* A long team name takes a second line rather than losing its end ("Zaterd…"). */}
            <Typography
              variant="h6"
              component="div"
              sx={{
                flex: 1,
                minWidth: 0,
                fontWeight: 650,
                lineHeight: 1.25,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                '@media (max-width: 359.95px)': { fontSize: '1.0625rem' },
              }}
            >
              {title}
            </Typography>
            {action.kind === 'input' && (
              <Button
                component={RouterLink}
                to="/input"
                startIcon={<EditNoteRounded />}
                sx={onBarButton}
              >
                Invoer
              </Button>
            )}
            {action.kind === 'logout' && (
              <IconButton
                color="inherit"
                edge="end"
                aria-label="Uitloggen"
                onClick={() => setLogoutAsked(true)}
              >
                <LogoutRounded />
              </IconButton>
            )}
            {action.kind === 'login' && (
              <Button
                component={RouterLink}
                to={action.to}
                startIcon={<LoginRounded />}
                sx={onBarButton}
              >
                Inloggen
              </Button>
            )}
          </Toolbar>
          <NoticeSlot />
        </AppBar>

        {NavDrawer && (
          <NavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            items={items}
            appName={teamCode ? teamName : null}
            email={user?.email ?? null}
            withPushToggle={teamCode !== null}
            onLogout={() => void logout()}
          />
        )}
        {logoutAsked !== null && (
          <Suspense fallback={null}>
            <LogoutDialog
              open={logoutAsked}
              teamSession={loginState === 'team'}
              onLogout={logout}
              onClose={() => setLogoutAsked(false)}
            />
          </Suspense>
        )}

        <Box
          component="main"
          sx={{
            ...column,
            flex: 1,
            position: 'relative',
            pt: 2,
            pb: 'calc(24px + env(safe-area-inset-bottom))',
            pl: 'max(16px, env(safe-area-inset-left))',
            pr: 'max(16px, env(safe-area-inset-right))',
          }}
        >
          <OfflineNotice />
          {teamNotFound ? (
            <UnknownTeamCard />
          ) : (
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          )}
        </Box>
      </Box>
    </PageTitleContext.Provider>
  );
}

/** The app bar's notice (src/shell/NoticeBar), downloaded with the first notice shown. */
function NoticeSlot() {
  const { notice } = useCurrentNotice();
  const { Component: NoticeBar, load } = useDeferredComponent(loadNoticeBar);
  useEffect(() => {
    if (notice && !NoticeBar) void load();
  }, [notice, NoticeBar, load]);
  return NoticeBar && <NoticeBar />;
}
