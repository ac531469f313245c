import type { App } from '../../../src/app';
import { build } from '../../helper';
import { MATRIX } from '../authorization-matrix';
import { API, checkEveryRoute } from '../support/authorization-gate';

// The routes no other group names (support/route-groups.ts) under the authorization matrix, and
// the matrix itself against the server's route table (docs/reliability.md, "The gates").
checkEveryRoute('other');

describe('the authorization matrix', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('has a row for every route of the route table, and a route for every row', () => {
    const routes = app.routeTable.map(
      ({ method, url }) => `${method} ${url.startsWith(API) ? url.slice(API.length) : url}`,
    );
    const unique = [...new Set(routes)].sort();
    expect(unique.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((row) => !unique.includes(row))).toEqual([]);
  });
});
