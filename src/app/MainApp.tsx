import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { AppShell } from '../shell/AppShell';
import { useAuth } from '../lib/auth-state';
import { AdminGuard, RequireLogin } from './guards';
import { mainPaths as p } from '../lib/paths';
import { createAppRouter, RouteErrorBoundary } from './AppRouter';

const RegisterPage = lazy(() => import('../features/account/RegisterPage'));
const PrivacyPage = lazy(() => import('../features/data-rights/PrivacyPage'));
const UserLoginPage = lazy(() => import('../features/account/UserLoginPage'));
const VerifyEmailPage = lazy(() => import('../features/account/VerifyEmailPage'));
const ForgotPasswordPage = lazy(() => import('../features/account/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/account/ResetPasswordPage'));
const AwaitingVerificationPage = lazy(() => import('../features/account/AwaitingVerificationPage'));
const ProfilePage = lazy(() => import('../features/account/ProfilePage'));
const DeleteAccountPage = lazy(() => import('../features/account/DeleteAccountPage'));
const NewTeamPage = lazy(() => import('../features/account/NewTeamPage'));
const AdminLoginPage = lazy(() => import('../features/admin/AdminLoginPage'));
const AdminHomePage = lazy(() => import('../features/admin/AdminHomePage'));
const InvitationPage = lazy(() => import('../features/co-admins/InvitationPage'));
const MainIntro = lazy(() => import('../features/account/MainIntro'));

/**
 * Main-domain `/` (spec §2): the profile with the team list for a user, otherwise
 * what Teampot is and the login.
 */
function Home() {
  const { loginState } = useAuth();
  if (loginState === 'user') return <ProfilePage />;
  return (
    <>
      <MainIntro />
      <UserLoginPage />
    </>
  );
}

/** The main domain: landing and account area (spec §2). */
const MainApp = createAppRouter([
  {
    element: <AppShell />,
    children: [
      {
        element: <RouteErrorBoundary />,
        children: [
          { path: p.home.path, element: <Home /> },
          { path: p.register.path, element: <RegisterPage /> },
          { path: p.login.path, element: <UserLoginPage /> },
          { path: p.privacy.path, element: <PrivacyPage /> },
          { path: p.userLogin.path, element: <UserLoginPage /> },
          { path: p.verifyEmail.path, element: <VerifyEmailPage /> },
          { path: p.forgotPassword.path, element: <ForgotPasswordPage /> },
          { path: p.resetPassword.path, element: <ResetPasswordPage /> },
          { path: p.awaitingEmailVerification.path, element: <AwaitingVerificationPage /> },
          { path: p.invitation.path, element: <InvitationPage /> },
          {
            path: p.newTeam.path,
            element: (
              <RequireLogin as="user" redirectTo={p.login.path}>
                <NewTeamPage />
              </RequireLogin>
            ),
          },
          {
            path: p.deleteAccount.path,
            element: (
              <RequireLogin as="user" redirectTo={p.login.path}>
                <DeleteAccountPage />
              </RequireLogin>
            ),
          },
          { path: p.admin.login.path, element: <AdminLoginPage /> },
          {
            path: p.admin.root.path,
            element: <AdminGuard />,
            children: [
              { index: true, element: <AdminHomePage /> },
              { path: '*', element: <Navigate to={p.admin.root.path} replace /> },
            ],
          },
          { path: '*', element: <Navigate to={p.home.path} replace /> },
        ],
      },
    ],
  },
]);

export default MainApp;
