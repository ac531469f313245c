import type { App } from '../../src/app';
import { build } from '../helper';
import { bearer } from '../accounts';
import { MATRIX } from './authorization-matrix';
import { injectAnswer } from './support/inject-stream';
import { buildWorld, ROLES, snapshotOfA } from './support/world';

// The authorization matrix (docs/reliability.md, "The gates"): every route of the server's own
// route table, called by every kind of caller, answers the status its row expects; merchant B
// gets 404 for merchant A's objects, and nobody but A and the admin changes them.

const API = '/api/merchant';

describe('authorization matrix', () => {
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

  it.each(Object.keys(MATRIX))('%s', async (key) => {
    const row = MATRIX[key]!;
    const [method, path] = key.split(' ') as [string, string];
    const world = await buildWorld(app);
    const statuses: number[] = [];
    const changedByOthers: string[] = [];

    for (const role of ROLES) {
      const caller = world.callers[role];
      const request = row.request?.(world, caller) ?? {};
      const url = `${row.outsideApi ? '' : API}${request.url ?? (row.id ? path.replace(':id', row.id(world)) : path)}`;
      const watch = role !== 'admin' && role !== 'merchantA';
      const before = watch ? await snapshotOfA(app, world) : undefined;
      const response = await injectAnswer(
        app,
        {
          method: method as 'GET',
          url,
          headers: { ...(caller.access ? bearer(caller.access) : {}), ...request.headers },
          ...(request.payload === undefined
            ? {}
            : { payload: request.payload as string | Buffer | object }),
        },
        row.stream,
      );
      statuses.push(response.statusCode);
      if (watch && JSON.stringify(await snapshotOfA(app, world)) !== JSON.stringify(before)) {
        changedByOthers.push(role);
      }
    }

    expect(Object.fromEntries(ROLES.map((role, i) => [role, statuses[i]]))).toEqual(
      Object.fromEntries(ROLES.map((role, i) => [role, row.expect[i]])),
    );
    expect(changedByOthers).toEqual([]);
  });
});
