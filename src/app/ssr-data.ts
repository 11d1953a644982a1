import { renderedAddress } from '../../domain/rendered-page';

/** The element a server-rendered page carries its data in (src/entry-server.tsx writes it). */
export const SSR_DATA_ID = 'ssr-data';

export interface SsrData {
  /** The address rendered: a page the service worker kept for another address is not hydrated. */
  location: string;
  /**
   * The data of the route loaders the page was rendered with, by route id (React Router's
   * `loaderData`): the router starts with it, the hooks with its answers.
   */
  loaderData: Record<string, unknown>;
  /**
   * The configuration.json the page was rendered with: the browser hydrates with the same
   * one instead of fetching it before it can start.
   */
  config: unknown;
}

/**
 * The data of a page rendered on the server for this address; null when it was not. Offline,
 * the service worker may answer with a page rendered for another address: that one is
 * rendered afresh in the browser, not hydrated.
 */
export function readSsrData(location: string): SsrData | null {
  const element = document.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return null;
  const data = JSON.parse(element.textContent) as SsrData;
  // Rendered for the address as the dashboard reads it: other parameters (`utm_source`) do not count.
  return data.location === renderedAddress(location) ? data : null;
}
