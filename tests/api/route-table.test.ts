import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForRouteTable, routeTable, withRouteTable } from '../../scripts/route-table.js';

describe('docs/api.md', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appForRouteTable();
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists every route of the running app with the one file that writes its path', async () => {
    const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    // The table as prettier lays it out is compared without its padding.
    const squeeze = (text: string) => text.replace(/ {2,}/g, ' ').replace(/-{3,}/g, '---');
    // routeTable throws when a path is written in no module or in two of them.
    expect(squeeze(doc), 'run `npm run docs:api`').toBe(
      squeeze(withRouteTable(doc, routeTable(app))),
    );
  });
});
