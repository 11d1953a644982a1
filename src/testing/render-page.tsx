import { useState, type ReactElement } from 'react';
import { afterEach } from 'vitest';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { SWRConfig } from 'swr';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { appTheme } from '../../theme';
import { ApiErrorPolicy } from '../lib/ApiErrorPolicy';
import { setApiUrl } from '../lib/api-client';
import { AppContextProvider } from '../lib/app-context';
import { AuthProvider } from '../lib/auth-state';
import type { AppConfig } from '../lib/config';
import type { LoginState, User } from '../../domain/login-state';
import { loginCookieWrites } from '../lib/login-cookies';
import { setNavigator } from '../lib/navigation';
import { NoticeProvider } from '../lib/notices';
import { browserReads, routeContext } from '../lib/route-reads';
import { SwrProvider } from '../lib/swr';
import { DateLocalization } from '../shell/form/DateLocalization';
import { NoticeBar } from '../shell/NoticeBar';
import { PageTitleContext } from '../shell/page-title';
import { apiServer, rootApi, TEST_TEAM } from './api-server';

export {
  apiServer,
  failing,
  pending,
  rootApi,
  teamApi,
  TEST_TEAM,
  unreachable,
  versionedRecord,
} from './api-server';

// A page's answers arrive in a few renders; on a machine busy with other work that can take
// longer than Testing Library's default 1 s of `findBy…`, without anything being wrong.
configure({ asyncUtilTimeout: 10_000 });

/** A team admin, for pages behind a user login. */
export const TEST_USER: User = { id: 7, email: 'trainer@example.nl', isAdmin: false };

/** What the API answers in a page test: MSW handlers from `teamApi`, `rootApi`, `failing`, `pending`. */
export type Api = RequestHandler[];

export interface PageOptions {
  /** The address the page opens at, e.g. `/speler/3?seasonId=2`. */
  path: string;
  /** The route pattern the page is mounted at (its entry in src/lib/paths.ts); default: `path`. */
  route?: string;
  /** Routes under the page, for a layout page (its `<Outlet />`). */
  children?: RouteObject[];
  /** The answers of the API (`teamApi.get(…)`, `failing(…)`, `pending(…)`). */
  api?: Api;
  /** The SWR cache before the page mounts, as a rendered page brings it: key → answer. */
  swr?: Record<string, unknown>;
  /** Who is logged in (the readable login cookies of spec §4); default: a visitor. */
  login?: LoginState;
  /** The team host's code; null for a page of the main domain. */
  teamCode?: string | null;
  /** The route's loader, as the app's routes give it (src/app/TeamApp.tsx). */
  loader?: LoaderFunction;
}

export interface RenderedPage extends RenderResult {
  user: UserEvent;
  /** The address now (a save that goes back, a redirect). */
  location: () => { pathname: string; search: string };
  /** The title the page put in the app bar. */
  title: () => string | null;
}

const origin = 'http://localhost:3000';

const config: AppConfig = {
  apiUrl: origin,
  websiteUrl: 'https://www.teampot.nl',
  teamAppUrl: 'http://{TEAMCODE}.localhost:3000',
  appUrl: origin,
  appDomain: 'localhost',
  cookieDomain: '',
  vapidPublicKey: '',
};

afterEach(() => {
  cleanup();
  for (const name of ['loggedIn', 'user']) document.cookie = `${name}=; Max-Age=0; Path=/`;
  localStorage.clear();
});

/**
 * Renders one page as the app does (theme, configuration, notices, SWR, login, the API's error
 * policy, date pickers) in a memory router at `path`, the notice bar above it. Nothing else of
 * the shell: a page test checks the page; the journeys across pages run in Chromium
 * (tests/e2e). `// @vitest-environment happy-dom` goes at the top of the test file.
 */
export function renderPage(page: ReactElement, options: PageOptions): RenderedPage {
  const teamCode = options.teamCode === undefined ? TEST_TEAM : options.teamCode;
  setApiUrl(origin);
  const login = options.login ?? false;
  const env = { hostname: 'localhost', cookieDomain: '', secure: false };
  const user = login === 'user' ? TEST_USER : null;
  for (const cookie of loginCookieWrites({ loginState: login, user }, env)) {
    document.cookie = cookie;
  }
  // A user login refreshes its session before the app renders (spec §4).
  apiServer.use(rootApi.post('/api/auth/refreshToken', TEST_USER), ...(options.api ?? []));

  let title: string | null = null;
  // A cache of its own per test.
  const cache = new Map();
  const router = createMemoryRouter(
    [
      {
        path: options.route ?? options.path.split('?')[0],
        element: page,
        loader: options.loader,
        children: options.children,
      },
      { path: '*', element: <Elsewhere /> },
    ],
    {
      initialEntries: [options.path],
      // As the app's router has it (src/app/AppRouter.tsx).
      getContext: () => routeContext(browserReads(teamCode, cache)),
    },
  );
  setNavigator((to, navigateOptions) => router.navigate(to, navigateOptions));

  function Frame() {
    const [, setShownTitle] = useState<string | null>(null);
    return (
      <PageTitleContext.Provider
        value={(next) => {
          title = next;
          setShownTitle(next);
        }}
      >
        <NoticeBar />
        <RouterProvider router={router} />
      </PageTitleContext.Provider>
    );
  }

  const rendered = render(
    <ThemeProvider theme={appTheme()}>
      <CssBaseline />
      <AppContextProvider value={{ config, teamCode }}>
        <NoticeProvider>
          {/* No retries (the retry policy has its unit test, src/lib/swr.test.ts): a failed
              read shows its error at once. */}
          <SWRConfig value={{ provider: () => cache, shouldRetryOnError: false }}>
            <SwrProvider answers={options.swr}>
              <AuthProvider fallback={<p>Aanmelden…</p>}>
                <ApiErrorPolicy>
                  <DateLocalization>
                    <Frame />
                  </DateLocalization>
                </ApiErrorPolicy>
              </AuthProvider>
            </SwrProvider>
          </SWRConfig>
        </NoticeProvider>
      </AppContextProvider>
    </ThemeProvider>,
  );

  return {
    ...rendered,
    user: userEvent.setup(),
    location: () => ({
      pathname: router.state.location.pathname,
      search: router.state.location.search,
    }),
    title: () => title,
  };
}

/** A route of src/lib/paths.ts with one parameter, such as an edit page's record id. */
interface RouteWithParam {
  path: string;
  href: (value: number) => string;
}

/** A team member (pin login) on the page of `route` at `id`, e.g. the edit page of a record. */
export function renderTeamPageAt(
  page: ReactElement,
  route: RouteWithParam,
  id: number,
  api: Api = [],
): RenderedPage {
  return renderPage(page, { path: route.href(id), route: route.path, login: 'team', api });
}

/** Where a page went: another route than the page's own. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}
