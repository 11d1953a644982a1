import { Component, memo, type ComponentType, type ReactNode } from 'react';
import {
  Outlet,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { createAppHistory } from './browser-history';
import { setNavigator } from './navigation';
import { RouteError } from './RouteError';

/**
 * The router of one app (team host or main domain): react-router's
 * declarative router on our own history (./browser-history), registered as
 * the navigator for code above the router. Created once, when the app's
 * module loads.
 */
export function createAppRouter(routes: RouteObject[]): ComponentType {
  const history = createAppHistory();
  setNavigator((to, options) => {
    if (options.flushSync) history.navigateNow(to, options.replace ?? false);
    else if (options.replace) history.replace(to);
    else history.push(to);
  });
  // Memo: matching flattens and ranks every route (~5 ms on a phone), so only a
  // new location renders it again, not each render of the providers above.
  const AppRoutes = memo(function AppRoutes() {
    return useRoutes(routes);
  });
  return function AppRouter() {
    // Transitions are started by the history itself, so it can also commit at once.
    return (
      <HistoryRouter history={history} useTransitions={false}>
        <AppRoutes />
      </HistoryRouter>
    );
  };
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
