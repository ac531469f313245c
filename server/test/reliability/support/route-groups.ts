import { MATRIX } from '../authorization-matrix';

/**
 * The route table in groups, one test file per group for the gates that visit every route
 * (fuzzing, the authorization matrix): one file holding all 86 routes kept a Jest worker busy for
 * seven minutes, and its scratch database grew with every route's world, which made each of its
 * database digests slower (docs/qa.md, "CI's time"). A group is the first segment of the route's
 * path; the `other` group takes every route no group names, so a new area is never left out.
 */
export const ROUTE_GROUPS = {
  auth: ['auth'],
  users: ['users', 'onboarding', 'home'],
  stores: ['stores', 'store-listing', 'categories', 'uploads'],
  branches: ['branches'],
  cards: ['reward-cards', 'analytics'],
  billing: ['subscription', 'subscriptions', 'payment-methods', 'webhooks'],
  requests: ['merchant-requests'],
  staff: ['staff', 'counter'],
  wallet: ['wallet'],
  other: [],
} as const satisfies Record<string, readonly string[]>;

export type RouteGroup = keyof typeof ROUTE_GROUPS;

const named = new Set<string>(Object.values(ROUTE_GROUPS).flat());

function groupOf(key: string): RouteGroup {
  const segment = key.split(' ')[1]!.split('/')[1]!;
  if (!named.has(segment)) return 'other';
  return (Object.keys(ROUTE_GROUPS) as RouteGroup[]).find((group) =>
    (ROUTE_GROUPS[group] as readonly string[]).includes(segment),
  )!;
}

/** The authorization matrix's rows (`METHOD /path`) of one group. */
export function routesOf(group: RouteGroup): string[] {
  return Object.keys(MATRIX).filter((key) => groupOf(key) === group);
}
