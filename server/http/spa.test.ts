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
  // The rendered dashboard needs the server's build of the SPA: tests/e2e/dashboard-render.test.ts.
  it('serves index.html as built without the server build, and elsewhere', async () => {
    expect(await page('demo.teampot.nl', '/')).toBe(INDEX);
    expect(await page('demo.teampot.nl', '/input/matches')).toBe(INDEX);
    expect(await page('teampot.nl', '/')).toBe(INDEX);
    expect(await page('www.teampot.nl', '/')).toBe(INDEX);
    expect(await page('localhost:3000', '/')).toBe(INDEX);
  });

  it('answers an unknown API path with a JSON 404, not the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NotFound', message: 'Niet gevonden' });
  });
});
