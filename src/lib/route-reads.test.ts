import type { RouterContextProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { answersLoader, routeContext } from './route-reads';
import { teamInfoKey } from './swr';

/** A loader's arguments for the team host's `/`, with the context the router would give it. */
function loaderArgs(context: RouterContextProvider) {
  const url = new URL('http://demo.localhost/');
  return { request: new Request(url), url, pattern: '/', params: {}, context };
}

describe('route loaders', () => {
  it('read each key once for all loaders of an address, and each shows what it read', async () => {
    const asked: string[] = [];
    const context = routeContext({
      teamCode: 'demo',
      loginState: 'team',
      read: async (key) => {
        asked.push(key);
        return { key };
      },
    });
    // A layout's loader and its page's, as on /input/fines: both read the team.
    const layout = answersLoader(async () => undefined);
    const page = answersLoader((teamCode, read) => read(`/api/${teamCode}/fine`));
    const args = loaderArgs(context);
    const [layoutData, pageData] = await Promise.all([layout(args), page(args)]);

    expect(asked.sort()).toEqual(['/api/demo/fine', teamInfoKey('demo')].sort());
    expect(layoutData?.answers).toEqual({ [teamInfoKey('demo')]: { key: teamInfoKey('demo') } });
    expect(pageData).toEqual({
      answers: {
        '/api/demo/fine': { key: '/api/demo/fine' },
        [teamInfoKey('demo')]: { key: teamInfoKey('demo') },
      },
      complete: true,
    });
  });

  it('marks a loader incomplete when one of its reads is refused', async () => {
    const context = routeContext({
      teamCode: 'demo',
      loginState: 'team',
      read: async (key) => (key === teamInfoKey('demo') ? { name: 'Demo' } : undefined),
    });
    const page = answersLoader((teamCode, read) => read(`/api/${teamCode}/fine`));
    const data = await page(loaderArgs(context));
    expect(data?.complete).toBe(false);
  });
});
