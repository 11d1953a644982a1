import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa.js';

const INDEX = '<!doctype html><html><head><title>Teampot</title></head><body></body></html>';

describe('the SPA fallback', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'teampot-spa-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    app = Fastify();
    await registerSpa(app, dir, { appDomain: 'teampot.nl' });
    await app.ready();
  });
  afterAll(() => app.close());

  const page = async (host: string, url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    return response.body;
  };
  const preloads = (html: string) =>
    [
      ...html.matchAll(
        /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials" \/>/g,
      ),
    ].map(([, href]) => href);

  it("preloads a team dashboard's first API calls on its /", async () => {
    const html = await page('demo.teampot.nl', '/');
    expect(preloads(html)).toEqual([
      '/api/demo/team',
      '/api/demo/season',
      '/api/demo/settings/visibility',
      '/api/demo/match?onlyFilled=true',
    ]);
    // In the head, before the scripts the build adds there.
    expect(html.indexOf('/api/demo/team')).toBeLessThan(html.indexOf('</head>'));
    expect(preloads(await page('demo.localhost:5173', '/'))[0]).toBe('/api/demo/team');
  });

  it('leaves out the matches list when the address asks for another section', async () => {
    expect(preloads(await page('demo.teampot.nl', '/?section=goals'))).toEqual([
      '/api/demo/team',
      '/api/demo/season',
      '/api/demo/settings/visibility',
    ]);
  });

  it('serves index.html as built elsewhere: other pages, the main domain, bare localhost', async () => {
    expect(await page('demo.teampot.nl', '/input/matches')).toBe(INDEX);
    expect(await page('teampot.nl', '/')).toBe(INDEX);
    expect(await page('www.teampot.nl', '/')).toBe(INDEX);
    expect(await page('localhost:3000', '/')).toBe(INDEX);
  });
});
