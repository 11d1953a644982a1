import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { AppShell } from '../shell/AppShell';
import { RequireLogin } from './guards';
import { useAuth } from '../lib/auth-state';
import { teamPaths as p } from '../lib/paths';
import { createAppRouter, RouteErrorBoundary } from './AppRouter';
// The visitor's first screen: in this chunk, rendered without a Suspense round.
import DashboardPage from '../features/dashboard/DashboardPage';
import { DASHBOARD_ROUTE, dashboardLoader } from '../features/dashboard/dashboard-loader';
// Part of the first screen the server renders, so in its chunk too: a lazy card's code
// arrives after hydration has begun, and an update reaching its boundary meanwhile made
// React drop the server's card and mount it again (a layout shift of 0.5 in Lighthouse).
import NextMatchCard from '../features/availability/NextMatchCard';
// The loaders of the member pages the server renders too (domain/rendered-page.ts MEMBER_PAGES):
// small modules of keys, in this chunk, so a navigation starts the page's reads at once.
import { inputLoader } from '../features/input/input-loader';
import { finesLoader } from '../features/fines/fines-loader';
import { transactionsLoader } from '../features/transactions/transactions-loader';
import { playerPageLoader } from '../features/player-page/player-page-loader';

// Every other page has its own chunk: a visitor's dashboard never downloads the /input pages.
const TeamLoginPage = lazy(() => import('../features/team-login/TeamLoginPage'));
// A new team's checklist: its own chunk, asked for on a dashboard with a user logged in.
const FirstRunCard = lazy(() => import('../features/first-run/FirstRunCard'));
const PrivacyPage = lazy(() => import('../features/data-rights/PrivacyPage'));
const UserLoginPage = lazy(() => import('../features/account/UserLoginPage'));
const HandoverPage = lazy(() => import('../features/account/HandoverPage'));
const TeamSettingsRoute = lazy(() => import('./routes/TeamSettingsRoute'));
const PlayerPage = lazy(() => import('../features/player-page/PlayerPage'));
const MyFinesPage = lazy(() => import('../features/player-page/MyFinesPage'));
const InvitationPage = lazy(() => import('../features/co-admins/InvitationPage'));
const StatementImportPage = lazy(() => import('../features/bank-statements/StatementImportPage'));
const SheetImportPage = lazy(() => import('../features/sheet-import/SheetImportPage'));
const FixtureImportPage = lazy(() => import('../features/fixture-import/FixtureImportPage'));
const InputLayout = lazy(() => import('../features/input/InputLayout'));
const InputHomePage = lazy(() => import('../features/input/InputHomePage'));
const MatchListPage = lazy(() => import('../features/matches/MatchListPage'));
const MatchEditRoute = lazy(() => import('./routes/MatchEditRoute'));
const MatchFillPage = lazy(() => import('../features/fill/MatchFillPage'));
const FinesPage = lazy(() => import('../features/fines/FinesPage'));
const FineEditPage = lazy(() => import('../features/fines/FineEditPage'));
const FineTypeEditPage = lazy(() => import('../features/fines/FineTypeEditPage'));
const TransactionListPage = lazy(() => import('../features/transactions/TransactionListPage'));
const TransactionEditPage = lazy(() => import('../features/transactions/TransactionEditPage'));
const PlayerListPage = lazy(() => import('../features/players/PlayerListPage'));
const PlayerEditPage = lazy(() => import('../features/players/PlayerEditPage'));
const SeasonListPage = lazy(() => import('../features/seasons/SeasonListPage'));
const SeasonNewPage = lazy(() => import('../features/seasons/SeasonNewPage'));
const SeasonEditPage = lazy(() => import('../features/seasons/SeasonEditPage'));
const TaskListListPage = lazy(() => import('../features/task-lists/TaskListListPage'));
const TaskListEditPage = lazy(() => import('../features/task-lists/TaskListEditPage'));
const DrawHistoryPage = lazy(() => import('../features/task-lists/DrawHistoryPage'));
const DrawNewPage = lazy(() => import('../features/task-lists/DrawNewPage'));
const AuditPage = lazy(() => import('../features/audit/AuditPage'));
const ExportsPage = lazy(() => import('../features/exports/ExportsPage'));
const SettlementPage = lazy(() => import('../features/settlement/SettlementPage'));
const SeasonRecapPage = lazy(() => import('../features/season-recap/SeasonRecapPage'));

const i = p.input;

/**
 * The team subdomain (spec §2). Edit pages serve both `new` and `:id`: the
 * page tells them apart by the presence of the id parameter.
 */
const TeamApp = createAppRouter([
  {
    element: <AppShell />,
    children: [
      {
        element: <RouteErrorBoundary />,
        children: [
          {
            id: DASHBOARD_ROUTE,
            path: p.dashboard.path,
            loader: dashboardLoader,
            element: <DashboardPage nextMatch={<NextMatchCard />} firstRun={<FirstRunSlot />} />,
          },
          { path: p.player.path, loader: playerPageLoader, element: <PlayerPage /> },
          { path: p.myFines.path, element: <MyFinesPage /> },
          { path: p.seasonRecap.path, element: <SeasonRecapPage /> },
          { path: p.invitation.path, element: <InvitationPage /> },
          { path: p.login.path, element: <TeamLoginPage /> },
          { path: p.privacy.path, element: <PrivacyPage /> },
          { path: p.userLogin.path, element: <UserLoginPage /> },
          { path: p.handover.path, element: <HandoverPage /> },
          {
            path: p.settings.path,
            element: (
              <RequireLogin as="user" redirectTo={p.userLogin.path}>
                <TeamSettingsRoute />
              </RequireLogin>
            ),
          },
          {
            path: p.statement.path,
            element: (
              <RequireLogin as="user" redirectTo={p.userLogin.path}>
                <StatementImportPage />
              </RequireLogin>
            ),
          },
          {
            path: p.sheetImport.path,
            element: (
              <RequireLogin as="user" redirectTo={p.userLogin.path}>
                <SheetImportPage />
              </RequireLogin>
            ),
          },
          {
            path: i.root.path,
            loader: inputLoader,
            element: <InputLayout />,
            children: [
              { index: true, element: <InputHomePage /> },
              { path: i.matches.path, element: <MatchListPage /> },
              { path: i.matchNew.path, element: <MatchEditRoute /> },
              { path: i.matchEditByQuery.path, element: <MatchEditRoute /> },
              { path: i.match.path, element: <MatchEditRoute /> },
              { path: i.matchFill.path, element: <MatchFillPage /> },
              { path: i.fines.path, loader: finesLoader, element: <FinesPage /> },
              { path: i.fineNew.path, element: <FineEditPage /> },
              { path: i.fine.path, element: <FineEditPage /> },
              { path: i.fineTypeNew.path, element: <FineTypeEditPage /> },
              { path: i.fineType.path, element: <FineTypeEditPage /> },
              {
                path: i.transactions.path,
                loader: transactionsLoader,
                element: <TransactionListPage />,
              },
              { path: i.transactionNew.path, element: <TransactionEditPage /> },
              { path: i.transaction.path, element: <TransactionEditPage /> },
              { path: i.players.path, element: <PlayerListPage /> },
              { path: i.playerNew.path, element: <PlayerEditPage /> },
              { path: i.player.path, element: <PlayerEditPage /> },
              { path: i.seasons.path, element: <SeasonListPage /> },
              { path: i.seasonNew.path, element: <SeasonNewPage /> },
              { path: i.season.path, element: <SeasonEditPage /> },
              {
                path: i.settlement.path,
                element: (
                  <RequireLogin as="user" redirectTo={p.userLogin.path}>
                    <SettlementPage />
                  </RequireLogin>
                ),
              },
              { path: i.taskLists.path, element: <TaskListListPage /> },
              { path: i.taskListNew.path, element: <TaskListEditPage /> },
              { path: i.taskList.path, element: <TaskListEditPage /> },
              { path: i.draws.path, element: <DrawHistoryPage /> },
              { path: i.drawNew.path, element: <DrawNewPage /> },
              { path: i.audit.path, element: <AuditPage /> },
              { path: i.exports.path, element: <ExportsPage /> },
              { path: i.fixtureImport.path, element: <FixtureImportPage /> },
            ],
          },
          { path: '*', element: <Navigate to={p.dashboard.path} replace /> },
        ],
      },
    ],
  },
]);

/** The checklist is for a logged-in team admin: a visitor's dashboard never downloads it. */
function FirstRunSlot() {
  const { loginState } = useAuth();
  return loginState === 'user' ? <FirstRunCard /> : null;
}

export default TeamApp;
