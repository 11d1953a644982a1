/**
 * The contract between the server (server/http/spa.ts) and the server's build of the SPA
 * (src/entry-server.tsx, `vite build --ssr`): what the server asks for a team's dashboard and
 * what it gets back. Here, in the layer both import, so neither side copies it (the server
 * never imports src/).
 */

/**
 * Reads one answer of the API for this visitor, by its SWR key (its URL): the JSON, or
 * undefined when it is not a 200 (the browser then asks for it itself and shows its own error).
 */
export type ReadAnswer = (key: string) => Promise<unknown>;

export interface DashboardRequest {
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
 * A team host's `/`, rendered: the whole HTML document; null for any other page (the browser
 * renders those).
 */
export type RenderDashboard = (request: DashboardRequest) => Promise<string | null>;
