/**
 * The server's rendering of a page asks for its data by the addresses the
 * browser fetches (the SPA's SWR keys, `/api/{team}/standings/7/goals`); each
 * is answered by the read behind it, through the same `answerRead` as its route.
 */
import { answerRead, findRead, type Reader } from './public-read.js';
import { isRefusal } from './errors.js';

/** An answer as a page shows it: its value, and until when it holds (ms since 1970). */
export interface PageAnswer {
  value: unknown;
  keptUntil: number;
}

/**
 * What the browser would get for this address from the reader's team: the value,
 * or undefined where the API answers anything but 200 (an id of another team,
 * money hidden from a visitor, an address that is no public read). A failure of
 * the server is thrown.
 */
export async function readAddress(
  reader: Reader,
  address: string,
): Promise<PageAnswer | undefined> {
  const url = new URL(address, 'http://host');
  const found = findRead(reader.deps, url.pathname);
  if (!found) return undefined;
  const {
    read,
    params: { team, ...ids },
  } = found;
  if (team?.toLowerCase() !== reader.team.code) return undefined;
  const params = read.params ? read.params.safeParse(ids) : { success: true, data: {} };
  const query = read.query
    ? read.query.safeParse(queryOf(url.searchParams))
    : { success: true, data: {} };
  if (!params.success || !query.success) return undefined;
  try {
    const answer = await answerRead(read, reader, { params: params.data, query: query.data });
    return { value: JSON.parse(answer.body), keptUntil: answer.keptUntil };
  } catch (error) {
    if (isRefusal(error)) return undefined;
    throw error;
  }
}

/** The query as Fastify parses it: a repeated name gives an array. */
function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    query[name] = values.length === 1 ? values[0]! : values;
  }
  return query;
}
