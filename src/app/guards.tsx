import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth, type LoginState } from '../lib/auth-state';
import { ADMIN_FLAG_KEY } from '../lib/navigation';

/**
 * Sends away whoever is not logged in the required way. The UI check only
 * saves a round trip; the server decides what is allowed.
 */
export function RequireLogin({
  as,
  redirectTo,
  children,
}: {
  /** 'any' for a team or user login, 'user' for a team admin. */
  as: 'any' | Exclude<LoginState, false>;
  redirectTo: string;
  children: ReactNode;
}) {
  const { loginState } = useAuth();
  const allowed = as === 'any' ? loginState !== false : loginState === as;
  return allowed ? children : <Navigate to={redirectTo} replace />;
}

/** Admin layout guard (spec §2): the local flag must be 'true', else the admin login. */
export function AdminGuard() {
  return localStorage.getItem(ADMIN_FLAG_KEY) === 'true' ? (
    <Outlet />
  ) : (
    <Navigate to="/admin/login" replace />
  );
}
