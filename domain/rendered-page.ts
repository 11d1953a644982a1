/**
 * The contract between the server (server/http/spa.ts) and the server's build of the SPA
 * (src/entry-server.tsx, `vite build --ssr`): what the server asks for a team's page and
 * what it gets back. Here, in the layer both import, so neither side copies it (the server
 * never imports src/).
 */
import { dashboardAddress } from './dashboard-address.js';
import type { LoginState } from './login-state.js';

/**
 * Reads one answer of the API for this visitor, by its SWR key (its URL): the JSON, or
 * undefined when it is not a 200 (the browser then asks for it itself and shows its own error).
 */
export type ReadAnswer = (key: string) => Promise<unknown>;

/**
 * The pages of a team host the server renders besides the dashboard (`/`), in Fastify's
 * syntax: a member's lists that grow with the season, whose first rows would otherwise wait
 * for the app's start (issue 28). They are rendered for a member with a pin login only and
 * never kept (server/http/spa.ts); the app's routes give them their loaders
 * (src/app/TeamApp.tsx).
 */
export const MEMBER_PAGES = ['/input/fines', '/input/transactions', '/speler/:playerId'] as const;

/**
 * Whether a member's page is rendered for a request with this login (`readLogin` of its
 * cookies): for a pin login only. A user login waits for its session's refresh before the app
 * shows anything (spec §4), so the browser renders its pages; the server asks this before it
 * reads the session at all.
 */
export function rendersMemberPage(loginState: LoginState): boolean {
  return loginState === 'team';
}

export interface PageRequest {
  /** Path and query of the request. */
  url: string;
  hostname: string;
  /** The Cookie header: the shell shows the login state, the reads give this visitor's view. */
  cookies: string;
  /** The configuration.json this host gets (the browser loads the same). */
  config: unknown;
  /** How the route loaders read the API (src/lib/route-reads.ts). */
  read: ReadAnswer;
  /** The browser build's entry script, from its manifest (`/assets/index-….js`). */
  script: string;
}

/**
 * A team host's page, rendered: the whole HTML document; null when it is not one the server
 * renders (the browser renders those).
 */
export type RenderPage = (request: PageRequest) => Promise<string | null>;

/**
 * The address (path and query) a page is rendered for: the dashboard's only by the parameters
 * it reads (domain/dashboard-address.ts), so it is kept once; a member's page, never kept, by
 * its whole address.
 */
export function renderedAddress(url: string): string {
  return url === '/' || url.startsWith('/?') ? dashboardAddress(url) : url;
}
