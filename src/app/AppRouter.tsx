import { Component, createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  createBrowserRouter,
  createStaticHandler,
  createStaticRouter,
  Outlet,
  RouterProvider,
  StaticRouterProvider,
  useLocation,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useTeamCode } from '../lib/app-context';
import { setNavigator } from '../lib/navigation';
import { browserReads, routeContext, type RouteReads } from '../lib/route-reads';
import { HydratedLoadContext } from '../lib/page-load';
import { RouteError } from './RouteError';

/** What the server prepared for rendering one address (AppRouterComponent.routeOnServer). */
export interface ServerRouting {
  router: ReturnType<typeof createStaticRouter>;
  context: StaticHandlerContext;
}

/** On the server (src/entry-server.tsx): the address being rendered, routed. Null in the browser. */
export const ServerRoutingContext = createContext<ServerRouting | null>(null);

export type AppRouterComponent = (() => ReactNode) & {
  /**
   * For the server: matches `location` (path and query) against the app's routes and runs
   * their loaders with `reads`.
   */
  routeOnServer(location: string, reads: RouteReads): Promise<ServerRouting>;
};

/**
 * The router of one app (team host or main domain): a data router, so pages can
 * hold navigation while input would be lost (useBlocker, src/shell/use-discard-guard.tsx),
 * and its static twin when the server renders the page.
 * Navigation commits at once (`useTransitions={false}`): a select bound to the
 * address follows the tap instead of springing back until a transition ends.
 */
export function createAppRouter(routes: RouteObject[]): AppRouterComponent {
  let browserRouter: ReturnType<typeof createBrowserRouter> | null = null;
  let staticHandler: ReturnType<typeof createStaticHandler> | null = null;
  function AppRouter() {
    const serverRouting = useContext(ServerRoutingContext);
    const hydratedLoad = useContext(HydratedLoadContext);
    const teamCode = useTeamCode();
    const { cache } = useSWRConfig();
    // Created on first render, not at import: the server imports this module too.
    const [router] = useState(() => {
      if (serverRouting !== null) return null;
      browserRouter ??= createBrowserRouter(routes, {
        getContext: () => routeContext(browserReads(teamCode, cache)),
        // On a page the server rendered, its loaders' data: they do not run again, and React
        // Router's scroll keeping leaves the page where it is when it starts, rather than
        // putting it at its top under a visitor who scrolled before the page was hydrated.
        ...(hydratedLoad && { hydrationData: { loaderData: hydratedLoad } }),
      });
      return browserRouter;
    });
    useEffect(() => {
      if (router) setNavigator((to, options) => router.navigate(to, options));
    }, [router]);
    if (serverRouting !== null) {
      // No hydration data: it would be an inline script (the CSP refuses those). The loaders'
      // data goes with the page's own data instead (src/entry-server.tsx, src/main.tsx).
      return (
        <StaticRouterProvider
          router={serverRouting.router}
          context={serverRouting.context}
          hydrate={false}
        />
      );
    }
    return router && <RouterProvider router={router} useTransitions={false} />;
  }
  AppRouter.routeOnServer = async (location: string, reads: RouteReads): Promise<ServerRouting> => {
    // Built once, as React Router's SSR examples do: building it ranks and compiles every route
    // (some 5 % of a miss's CPU in `npm run bench`), and the routes do not change.
    const handler = (staticHandler ??= createStaticHandler(routes));
    const context = await handler.query(new Request(new URL(location, 'http://host')), {
      requestContext: routeContext(reads),
    });
    if (context instanceof Response) throw new Error(`Unexpected redirect for ${location}`);
    // A loader that failed (a read that failed on the server): the page is left to the browser.
    const [failure] = Object.values(context.errors ?? {});
    if (failure !== undefined) throw failure;
    return { router: createStaticRouter(handler.dataRoutes, context), context };
  };
  return AppRouter;
}

/**
 * A layout route that shows RouteError inside the shell when a page throws
 * while rendering or its code cannot load; going to another address tries again.
 */
export function RouteErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Outlet />
    </PageErrorBoundary>
  );
}

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}
interface BoundaryState {
  resetKey: string;
  error: { value: unknown } | null;
}

class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { resetKey: this.props.resetKey, error: null };

  static getDerivedStateFromError(value: unknown): Partial<BoundaryState> {
    return { error: { value } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, error: null };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error.value} /> : this.props.children;
  }
}
