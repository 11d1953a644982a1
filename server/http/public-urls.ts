import type { Env } from '../env.js';

/**
 * The app's own addresses, all from configuration (APP_URL, TEAM_APP_URL,
 * ALLOWED_ORIGINS). Nothing here believes a forwarded header: behind a proxy
 * X-Forwarded-Host is whatever the client sent unless the proxy overwrites it,
 * and a URL built from it could be cached for everyone (cache poisoning).
 */

const TEAM_CODE_PATTERN = '[a-z0-9-]{2,16}';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The public website (the configuration's websiteUrl): where an unknown team's visitor is sent. */
export function websiteUrl(env: Env): string {
  return env.WEBSITE_URL ?? env.APP_URL;
}

/** The origin of a team's site: TEAM_APP_URL with the code filled in. */
export function teamOrigin(env: Env, teamCode: string): string {
  return new URL(env.TEAM_APP_URL.replace('{TEAMCODE}', teamCode)).origin;
}

/** The origins of the app itself (main domain) plus ALLOWED_ORIGINS. */
export function allowedOrigins(env: Env): string[] {
  const extra = env.ALLOWED_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return [new URL(env.APP_URL).origin, ...extra];
}

/** The team code of a team site's origin (`http://demo.localhost:3000` → `demo`), or null. */
export function teamCodeOfOrigin(env: Env, origin: string): string | null {
  const template = teamOrigin(env, 'teamcode');
  const at = template.indexOf('teamcode');
  const [before, after] = [template.slice(0, at), template.slice(at + 'teamcode'.length)];
  const pattern = new RegExp(
    `^${escapeRegExp(before)}(${TEAM_CODE_PATTERN})${escapeRegExp(after)}$`,
  );
  return pattern.exec(origin)?.[1] ?? null;
}

/**
 * The origin the SPA on `host` (the request's Host header) talks to: that team's
 * configured site, or the main domain for any other host. Only ever an address of
 * the configuration, whatever the request carries.
 */
export function apiOriginFor(env: Env, host: string | undefined): string {
  const appOrigin = new URL(env.APP_URL).origin;
  if (!host) return appOrigin;
  const protocol = new URL(env.TEAM_APP_URL.replace('{TEAMCODE}', 'teamcode')).protocol;
  const teamCode = teamCodeOfOrigin(env, `${protocol}//${host.toLowerCase()}`);
  return teamCode ? teamOrigin(env, teamCode) : appOrigin;
}
