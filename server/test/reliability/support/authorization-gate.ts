import type { App } from '../../../src/app';
import { build } from '../../helper';
import { bearer } from '../../accounts';
import { MATRIX, type MatrixRow } from '../authorization-matrix';
import { injectAnswer } from './inject-stream';
import { routesOf, type RouteGroup } from './route-groups';
import { buildWorld, ROLES, snapshotOfA } from './world';

// The authorization matrix (docs/reliability.md, "The gates"): every route of the server's own
// route table, called by every kind of caller, answers the status its row expects; merchant B
// gets 404 for merchant A's objects, and nobody but A and the admin changes them. One test file
// per route group (support/route-groups.ts) calls `checkEveryRoute`.

export const API = '/api/merchant';

/**
 * The status a row expects of caller `i` (ROLES order). A's staff are customer accounts: on a
 * row that does not name their statuses they answer as the customer does. A counter session
 * (docs/product.md, "Counter mode") is refused by every route that needs a sign-in (403
 * COUNTER_ONLY) unless its row names its status, and is anonymous on public routes.
 */
function expectedOf(row: MatrixRow, i: number): number {
  if (ROLES[i] === 'counterCashier') {
    return row.counter ?? (row.expect[0] === 401 ? 403 : row.expect[0]);
  }
  return i < row.expect.length
    ? row.expect[i]!
    : (row.staff?.[i - row.expect.length] ?? row.expect[2]);
}

/** How a group's app is made, when the test settings alone do not serve its routes. */
export interface GateOptions {
  /** Settings on top of the test ones (the wallets'), read when the app is built. */
  env?: () => NodeJS.ProcessEnv;
  /** Runs on the built app before any route is called (a stand-in for another change's part). */
  prepare?: (app: App) => void;
}

/** Every route of `group`, called by every kind of caller. */
export function checkEveryRoute(group: RouteGroup, options: GateOptions = {}): void {
  describe(`authorization matrix: ${group}`, () => {
    let app: App;

    beforeAll(async () => {
      app = await build(options.env?.());
      options.prepare?.(app);
    });
    afterAll(() => app.close());

    it.each(routesOf(group))('%s', async (key) => {
      const row = MATRIX[key]!;
      const [method, path] = key.split(' ') as [string, string];
      const world = await buildWorld(app);
      const statuses: number[] = [];
      const changedByOthers: string[] = [];

      for (const role of ROLES) {
        const caller = world.callers[role];
        const request = row.request?.(world, caller) ?? {};
        const url = `${row.outsideApi ? '' : API}${request.url ?? (row.id ? path.replace(':id', row.id(world)) : path)}`;
        // A's staff may change A's store where their row allows it: their answers say so.
        const watch = !['admin', 'merchantA', 'manager', 'cashier', 'counterCashier'].includes(
          role,
        );
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
        Object.fromEntries(ROLES.map((role, i) => [role, expectedOf(row, i)])),
      );
      expect(changedByOthers).toEqual([]);
    });
  });
}
