import type { DemoInputs } from '../../../src/services/demo/demo-data';

/** buildDemoRows' inputs for a clock `now`, without a database: fixed hashes, ids and plan. */
export function demoInputs(now: string): DemoInputs {
  return {
    now: new Date(now),
    merchantPasswordHash: 'merchant-hash',
    customerPasswordHash: 'customer-hash',
    categoryIds: {
      cafe: '00000000-0000-4000-8000-000000000001',
      bakery: '00000000-0000-4000-8000-000000000002',
    },
    plan: {
      id: '00000000-0000-4000-8000-000000000003',
      name: 'Scale',
      monthlyPriceCents: 19900,
      currency: 'USD',
    },
    adminId: '00000000-0000-4000-8000-000000000004',
  };
}
