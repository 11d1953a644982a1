import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from './config';
import { requireTeamCode } from './team-code';

interface AppContextValue {
  config: AppConfig;
  /** The team of this host, or null on the main domain. */
  teamCode: string | null;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppContextProvider({
  value,
  children,
}: {
  value: AppContextValue;
  children: ReactNode;
}) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('AppContextProvider is missing');
  return value;
}

/** The configuration of spec §7 (`apiUrl`, `appUrl`, `teamAppUrl`, …). */
export function useConfig(): AppConfig {
  return useAppContext().config;
}

/** The team code of this host, or null on the main domain. */
export function useTeamCode(): string | null {
  return useAppContext().teamCode;
}

/** The team code for team-app pages; throws 'Subdomain not found' without one. */
export function useRequiredTeamCode(): string {
  return requireTeamCode(useAppContext().teamCode);
}
