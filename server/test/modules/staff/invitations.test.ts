import type { App } from '../../../src/app';
import { bearer, outbox, testClock, uniqueEmail, verifiedAccount } from '../../accounts';
import { build } from '../../helper';
import { createBranch } from '../stores/stores';
import { signIn, subscribedOwner, type Owner } from '../reward-cards/cards';
import { accept, API, hire, invitationToken, invite, removeStaff } from './staff';

const DAY_MS = 24 * 60 * 60_000;

describe('staff invitations (docs/api.md, "Staff")', () => {
  const clock = testClock();
  let app: App;
  let owner: Owner;

  beforeAll(async () => {
    app = await build({}, { now: clock.now });
    owner = await subscribedOwner(app, 'scale');
  }, 60_000);
  afterAll(() => app.close());
  beforeEach(async () => {
    owner = { ...owner, ...(await signIn(app, owner)) };
  });

  const list = (access: string) =>
    app.inject({ url: `${API}/stores/${owner.storeId}/staff`, headers: bearer(access) });

  it('invites by email with a link valid 7 days, and the invitee accepts with their account', async () => {
    const person = await verifiedAccount(app, { account_type: 'user' });
    const invited = await invite(app, owner.access, owner.storeId, {
      email: person.email.toUpperCase(),
      role: 'cashier',
    });
    expect(invited.statusCode).toBe(201);
    const member = invited.json().data;
    expect(member).toMatchObject({
      email: person.email,
      name: null,
      role: 'cashier',
      branch_ids: [],
      status: 'invited',
      accepted_at: null,
      has_pin: false,
    });
    expect(new Date(member.expires_at).getTime() - clock.now().getTime()).toBe(7 * DAY_MS);
    const [email] = await outbox(app, person.email);
    expect(email).toMatchObject({ kind: 'staff_invitation' });
    expect(email!.text).toContain('/staff/accept?token=');
    expect(JSON.stringify(member)).not.toContain(await invitationToken(app, person.email));

    const accepted = await accept(app, person.access, await invitationToken(app, person.email));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toEqual({
      staff_id: member.id,
      role: 'cashier',
      branch_ids: [],
      has_pin: false,
      store: { id: owner.storeId, name: 'Ana Bakery', logo_url: null },
      branches: [],
    });
    const mine = await app.inject({ url: `${API}/staff/me`, headers: bearer(person.access) });
    expect(mine.json().data.map((place: { staff_id: string }) => place.staff_id)).toEqual([
      member.id,
    ]);
    const members = (await list(owner.access)).json().data;
    expect(members.find((row: { id: string }) => row.id === member.id)).toMatchObject({
      status: 'active',
      name: 'Ana Lopez',
    });
    // The link works once.
    expect(
      (await accept(app, person.access, await invitationToken(app, person.email))).statusCode,
    ).toBe(404);
  });

  it('refuses an address already invited or working there, and the owner’s own', async () => {
    const email = uniqueEmail('twice');
    expect(
      (await invite(app, owner.access, owner.storeId, { email, role: 'cashier' })).statusCode,
    ).toBe(201);
    const again = await invite(app, owner.access, owner.storeId, { email, role: 'manager' });
    expect(again.statusCode).toBe(409);
    expect(Object.keys(again.json().errors)).toEqual(['email']);
    const self = await invite(app, owner.access, owner.storeId, {
      email: owner.email,
      role: 'manager',
    });
    expect(self.statusCode).toBe(409);
  });

  it('takes only branches of the store, and none for a manager', async () => {
    const branch = (await createBranch(app, owner.access, owner.storeId)).json().data.id;
    const other = await subscribedOwner(app, 'scale');
    const elsewhere = (await createBranch(app, other.access, other.storeId)).json().data.id;
    const wrong = await invite(app, owner.access, owner.storeId, {
      email: uniqueEmail(),
      role: 'cashier',
      branch_ids: [elsewhere],
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(['branch_ids']);
    const cashier = await hire(app, owner, 'cashier', [branch]);
    const place = await app.inject({ url: `${API}/staff/me`, headers: bearer(cashier.access) });
    expect(place.json().data[0]).toMatchObject({
      branch_ids: [branch],
      branches: [{ id: branch }],
    });
    const manager = await invite(app, owner.access, owner.storeId, {
      email: uniqueEmail(),
      role: 'manager',
      branch_ids: [branch],
    });
    expect(manager.json().data.branch_ids).toEqual([]);
  });

  it('lets only the invited email accept, and says which one was invited', async () => {
    const email = uniqueEmail('invited');
    await invite(app, owner.access, owner.storeId, { email, role: 'cashier' });
    const someoneElse = await verifiedAccount(app, { account_type: 'user' });
    const refused = await accept(app, someoneElse.access, await invitationToken(app, email));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain(email);
  });

  it('expires after 7 days; inviting again sends a new link and the old one stops working', async () => {
    const person = await verifiedAccount(app, { account_type: 'user' });
    await invite(app, owner.access, owner.storeId, { email: person.email, role: 'cashier' });
    const first = await invitationToken(app, person.email);
    clock.advance(7 * DAY_MS + 1);
    const signedIn = await signIn(app, person);
    const refreshedOwner = await signIn(app, owner);
    const late = await accept(app, signedIn.access, first);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This invitation has expired. Ask the store for a new one.');
    const listed = (await list(refreshedOwner.access)).json().data;
    expect(listed.find((row: { email: string }) => row.email === person.email).status).toBe(
      'expired',
    );

    const again = await invite(app, refreshedOwner.access, owner.storeId, {
      email: person.email,
      role: 'manager',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ status: 'invited', role: 'manager' });
    const second = await invitationToken(app, person.email);
    expect(second).not.toBe(first);
    expect((await accept(app, signedIn.access, first)).statusCode).toBe(404);
    expect((await accept(app, signedIn.access, second)).statusCode).toBe(200);
  });

  it('withdraws an invitation, and changes a person’s role', async () => {
    const email = uniqueEmail('withdrawn');
    const invited = (
      await invite(app, owner.access, owner.storeId, { email, role: 'cashier' })
    ).json().data;
    expect((await removeStaff(app, owner.access, owner.storeId, invited.id)).statusCode).toBe(200);
    expect((await removeStaff(app, owner.access, owner.storeId, invited.id)).statusCode).toBe(404);

    const cashier = await hire(app, owner, 'cashier');
    const promoted = await app.inject({
      method: 'PATCH',
      url: `${API}/stores/${owner.storeId}/staff/${cashier.staffId}`,
      headers: bearer(owner.access),
      payload: { role: 'manager' },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data).toMatchObject({ role: 'manager', status: 'active' });
  });

  it('is the owner’s and the managers’ business: a cashier, a customer and another merchant are refused', async () => {
    const manager = await hire(app, owner, 'manager');
    const cashier = await hire(app, owner, 'cashier');
    const customer = await verifiedAccount(app, { account_type: 'user' });
    const other = await subscribedOwner(app, 'scale');

    // docs/product.md, "Staff": a manager manages every member, managers included.
    const byManager = await invite(app, manager.access, owner.storeId, {
      email: uniqueEmail(),
      role: 'manager',
    });
    expect(byManager.statusCode).toBe(201);
    expect((await list(manager.access)).statusCode).toBe(200);
    expect((await list(cashier.access)).statusCode).toBe(403);
    expect((await list(customer.access)).statusCode).toBe(403);
    expect((await list(other.access)).statusCode).toBe(404);
    expect((await removeStaff(app, other.access, owner.storeId, cashier.staffId)).statusCode).toBe(
      404,
    );
    expect(
      (await removeStaff(app, cashier.access, owner.storeId, manager.staffId)).statusCode,
    ).toBe(403);
  });
});
