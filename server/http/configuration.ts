import type { Deps } from './context.js';
import { apiOriginFor, websiteUrl } from './public-urls.js';

/**
 * The SPA's configuration (`/config/configuration.json`, and the one a rendered page is
 * rendered with): per team site (the SPA on demo.localhost talks to its own origin), but
 * always an address of the configuration: the Host header only picks which one.
 */
export function configurationOf({ env, push }: Deps, host: string | undefined) {
  return {
    apiUrl: apiOriginFor(env, host),
    websiteUrl: websiteUrl(env),
    teamAppUrl: env.TEAM_APP_URL,
    appUrl: env.APP_URL,
    appDomain: new URL(env.APP_URL).hostname,
    cookieDomain: env.COOKIE_DOMAIN,
    vapidPublicKey: push.vapidPublicKey,
  };
}
