import type { App } from '../../../src/app';
import { staffFiguresOf } from '../../../src/modules/analytics/staff-figures';
import type { StaffFiguresRow } from '../../../src/repositories/analytics-repository';
import { bearer } from '../../accounts';
import { build } from '../../helper';
import {
  createCard,
  customerAccount,
  saveSettings,
  stamp,
  subscribedOwner,
  undo,
  type Owner,
} from '../reward-cards/cards';
import { API, hire, removeStaff } from './staff';

const person = (row: Partial<StaffFiguresRow>): StaffFiguresRow => ({
  staffId: null,
  name: null,
  role: null,
  stamps: 0,
  actions: 0,
  redeems: 0,
  undos: 0,
  customers: 0,
  ...row,
});

describe('flags (docs/product.md, "Staff")', () => {
  const steady = person({
    staffId: 'a',
    name: 'Steady',
    role: 'cashier',
    stamps: 100,
    actions: 100,
    undos: 2,
    customers: 50,
  });

  it('flags an undo rate over twice the store’s from 5 undos on', () => {
    const undoer = person({
      staffId: 'b',
      name: 'Undoer',
      role: 'cashier',
      stamps: 20,
      actions: 20,
      undos: 5,
      customers: 10,
    });
    const figures = staffFiguresOf({ people: [steady, undoer], customers: 60 }, 'Owner');
    expect(figures.rows.map((row) => [row.name, row.flags])).toEqual([
      ['Steady', []],
      ['Undoer', ['undo_rate']],
    ]);
    expect(figures.store.undo_rate).toBe(0.06);
    // Four undos at the same rate are too few to say anything.
    const few = person({ ...undoer, stamps: 16, actions: 16, undos: 4 });
    expect(
      staffFiguresOf({ people: [steady, few], customers: 60 }, 'Owner').rows[1]!.flags,
    ).toEqual([]);
  });

  it('flags stamps per customer over twice the store’s from 10 stamps on', () => {
    const generous = person({
      staffId: 'c',
      name: 'Generous',
      role: 'cashier',
      stamps: 30,
      actions: 10,
      customers: 2,
    });
    const figures = staffFiguresOf({ people: [steady, generous], customers: 51 }, 'Owner');
    expect(figures.rows[1]).toMatchObject({
      stamps_per_customer: 15,
      flags: ['stamps_per_customer'],
    });
    const small = person({ ...generous, stamps: 9, actions: 3, customers: 1 });
    expect(
      staffFiguresOf({ people: [steady, small], customers: 51 }, 'Owner').rows[1]!.flags,
    ).toEqual([]);
  });

  it('names the owner’s own row', () => {
    const figures = staffFiguresOf(
      { people: [person({ stamps: 3, actions: 3, customers: 1 })], customers: 1 },
      'Ana Lopez',
    );
    expect(figures.rows[0]).toMatchObject({
      staff_id: null,
      name: 'Ana Lopez',
      role: 'owner',
      flags: [],
    });
  });
});

describe('GET /analytics/staff', () => {
  let app: App;
  let owner: Owner;

  beforeAll(async () => {
    app = await build();
    owner = await subscribedOwner(app, 'scale');
    await saveSettings(app, owner.access, {
      stamp_cooldown_minutes: 0,
      daily_stamp_limit_per_customer: 50,
    });
  }, 60_000);
  afterAll(() => app.close());

  it('counts each person’s stamps, undos and customers, and keeps a removed person’s name', async () => {
    const card = await createCard(app, owner, { stamps_required: 50 });
    const [cashier, leaver, first, second] = await Promise.all([
      hire(app, owner, 'cashier'),
      hire(app, owner, 'cashier'),
      customerAccount(app),
      customerAccount(app),
    ]);
    const made = await stamp(app, cashier.access, card.id, { qr_code: first.qrCode, count: 2 });
    await stamp(app, cashier.access, card.id, { qr_code: second.qrCode });
    await undo(app, cashier.access, card.id, made.json().data.interaction.id);
    await stamp(app, owner.access, card.id, { qr_code: first.qrCode });
    await stamp(app, leaver.access, card.id, { qr_code: second.qrCode, count: 4 });
    await removeStaff(app, owner.access, owner.storeId, leaver.staffId);

    const response = await app.inject({
      url: `${API}/analytics/staff?store_id=${owner.storeId}`,
      headers: bearer(owner.access),
    });
    expect(response.statusCode).toBe(200);
    const { rows, store } = response.json().data;
    expect(rows).toEqual([
      // The removed cashier: no staff id any more, their name and role kept.
      expect.objectContaining({
        staff_id: null,
        name: 'Ana Lopez',
        role: 'cashier',
        stamps: 4,
        undos: 0,
        customers: 1,
      }),
      expect.objectContaining({
        staff_id: cashier.staffId,
        role: 'cashier',
        stamps: 3,
        undos: 1,
        customers: 2,
        undo_rate: 0.5,
        stamps_per_customer: 1.5,
      }),
      expect.objectContaining({
        staff_id: null,
        name: 'Ana Lopez',
        role: 'owner',
        stamps: 1,
        customers: 1,
      }),
    ]);
    expect(store).toEqual({ undo_rate: 0.25, stamps_per_customer: 4 });

    const csv = await app.inject({
      url: `${API}/analytics/export?store_id=${owner.storeId}`,
      headers: bearer(owner.access),
    });
    const section = csv.body.split('\r\n\r\n')[1]!.split('\r\n');
    expect(section).toEqual([
      'staff,role,stamps,redeems,undos,customers,undo_rate,stamps_per_customer,flags',
      'Ana Lopez,cashier,4,0,0,1,0,4,',
      'Ana Lopez,cashier,3,0,1,2,0.5,1.5,',
      'Ana Lopez,owner,1,0,0,1,0,1,',
      '',
    ]);
  });
});
