import type { StaffFiguresRow, StaffMember, Workplace } from '../api/staff';
import { aBranch, aStore } from './storeFixtures';

// Records of the staff routes for tests, shaped as the shared contract answers them
// (src/api/staff.ts: hand-written until the server's routes land).

export const aStaffMember = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: '5af0aaaa-0000-4000-8000-000000000001',
  store_id: aStore().id,
  email: 'noor@example.com',
  name: 'Noor Saleh',
  role: 'cashier',
  branch_ids: [],
  status: 'active',
  invited_at: '2026-11-02T10:00:00.000Z',
  expires_at: null,
  accepted_at: '2026-11-03T09:30:00.000Z',
  has_pin: false,
  ...overrides,
});

export const anInvitation = (overrides: Partial<StaffMember> = {}): StaffMember =>
  aStaffMember({
    id: '5af0aaaa-0000-4000-8000-000000000002',
    email: 'leo@example.com',
    name: null,
    role: 'manager',
    status: 'invited',
    invited_at: '2026-11-20T10:00:00.000Z',
    expires_at: '2026-11-27T10:00:00.000Z',
    accepted_at: null,
    ...overrides,
  });

export const aWorkplace = (overrides: Partial<Workplace> = {}): Workplace => ({
  staff_id: aStaffMember().id,
  role: 'cashier',
  branch_ids: [],
  has_pin: false,
  store: { id: aStore().id, name: aStore().name, logo_url: null },
  branches: [{ id: aBranch().id, name: aBranch().name }],
  ...overrides,
});

export const aFiguresRow = (overrides: Partial<StaffFiguresRow> = {}): StaffFiguresRow => ({
  staff_id: aStaffMember().id,
  name: 'Noor Saleh',
  role: 'cashier',
  stamps: 1240,
  redeems: 31,
  undos: 4,
  customers: 410,
  undo_rate: 0.0032,
  stamps_per_customer: 3.02,
  flags: [],
  ...overrides,
});
