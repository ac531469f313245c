import type { App } from '../../../src/app';
import { build } from '../../helper';
import { fuzzEveryRoute } from '../support/route-fuzzer';

// The routes no other group names (support/route-groups.ts) under fuzzing, and the bounds every
// input schema must have (docs/reliability.md, "The gates").
fuzzEveryRoute('other');

describe('every input schema is bounded', () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  /** Dotted paths of numbers without both bounds and strings without a length limit. */
  function unbounded(schema: unknown, path: string, found: string[]): void {
    if (!schema || typeof schema !== 'object') return;
    const node = schema as Record<string, unknown>;
    const type = node.type;
    if (
      (type === 'integer' || type === 'number') &&
      (node.minimum === undefined || node.maximum === undefined)
    ) {
      found.push(`${path}: ${type} without minimum and maximum`);
    }
    // Closed by their rule: our own formats bound the length (password 8 to 128, username 3 to 30,
    // country 2; docs/api.md), and our patterns are anchored with bounded repeats.
    const closed =
      ['uuid', 'date', 'date-time', 'password', 'username', 'country-code'].includes(
        String(node.format),
      ) ||
      node.pattern !== undefined ||
      node.enum !== undefined ||
      node.const !== undefined;
    if (type === 'string' && node.maxLength === undefined && !closed) {
      found.push(`${path}: string without maxLength`);
    }
    for (const [key, child] of Object.entries(node.properties ?? {}))
      unbounded(child, `${path}.${key}`, found);
    for (const list of ['anyOf', 'oneOf', 'allOf'] as const) {
      for (const child of (node[list] as unknown[] | undefined) ?? [])
        unbounded(child, path, found);
    }
    if (node.items) unbounded(node.items, `${path}[]`, found);
  }

  it('numbers have a minimum and a maximum, strings a maximum length', () => {
    const found: string[] = [];
    for (const route of app.routeTable) {
      for (const [part, schema] of Object.entries(route.schema)) {
        unbounded(schema, `${route.method} ${route.url} ${part}`, found);
      }
    }
    expect(found).toEqual([]);
  });
});
