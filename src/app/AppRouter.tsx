import {
  Component,
  createContext,
  memo,
  useContext,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import {
  BrowserRouter,
  Outlet,
  StaticRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { setNavigator } from './navigation';
import { RouteError } from './RouteError';

/** On the server (src/entry-server.tsx): the address being rendered. Null in the browser. */
export const ServerLocationContext = createContext<string | null>(null);

/**
 * The router of one app (team host or main domain): React Router's own
 * BrowserRouter, and its StaticRouter when the server renders the page.
 * Navigation commits at once (`useTransitions={false}`): a select bound to the
 * address follows the tap instead of springing back until a transition ends.
 */
export function createAppRouter(routes: RouteObject[]): ComponentType {
  // Memo: matching flattens and ranks every route (~5 ms on a phone), so only a
  // new location renders it again, not each render of the providers above.
  const AppRoutes = memo(function AppRoutes() {
    return useRoutes(routes);
  });
  return function AppRouter() {
    const serverLocation = useContext(ServerLocationContext);
    if (serverLocation !== null) {
      return (
        <StaticRouter location={serverLocation}>
          <AppRoutes />
        </StaticRouter>
      );
    }
    return (
      <BrowserRouter useTransitions={false}>
        <NavigatorRegistration />
        <AppRoutes />
      </BrowserRouter>
    );
  };
}

/** Registers the router as the navigator of the code above it (src/app/navigation.ts). */
function NavigatorRegistration() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => {
      const go = () => void navigate(to, { replace: options.replace ?? false });
      if (options.flushSync) flushSync(go);
      else go();
    });
  }, [navigate]);
  return null;
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
