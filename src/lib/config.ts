/** The runtime configuration of spec §7, served by the API per request host. */
export interface AppConfig {
  /** Origin of the API; calls go to `${apiUrl}/api/...`. */
  apiUrl: string;
  /** Public website; where an unknown team is sent (status 998). */
  websiteUrl: string;
  /** A team's address, with `{TEAMCODE}` to fill in. */
  teamAppUrl: string;
  /** The main-domain app (account area, profile). */
  appUrl: string;
  appDomain: string;
  cookieDomain: string;
  vapidPublicKey: string;
}

export const CONFIG_URL = '/config/configuration.json';

// The exact texts of spec §8; e2e tests look for them.
export const CONFIG_LOAD_FAILED = 'Failed to load config';
export const CONFIG_PARSE_FAILED = 'Failed to parse config';
export const CONFIG_API_URL_MISSING = 'API URL not set in config';

/**
 * Fetches and checks the configuration. Hand-checked rather than with zod so
 * the first download (every visitor's dashboard) does not carry a schema library.
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetchImpl(CONFIG_URL, { headers: { accept: 'application/json' } });
  } catch {
    throw new Error(CONFIG_LOAD_FAILED);
  }
  if (!response.ok) throw new Error(CONFIG_LOAD_FAILED);

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(CONFIG_PARSE_FAILED);
  }
  return parseConfig(body);
}

export function parseConfig(body: unknown): AppConfig {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error(CONFIG_PARSE_FAILED);
  }
  const record = body as Record<string, unknown>;
  const text = (key: keyof AppConfig): string => {
    const value = record[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const apiUrl = text('apiUrl').replace(/\/+$/, '');
  if (!apiUrl) throw new Error(CONFIG_API_URL_MISSING);
  return {
    apiUrl,
    websiteUrl: text('websiteUrl'),
    teamAppUrl: text('teamAppUrl'),
    appUrl: text('appUrl'),
    appDomain: text('appDomain'),
    cookieDomain: text('cookieDomain'),
    vapidPublicKey: text('vapidPublicKey'),
  };
}
