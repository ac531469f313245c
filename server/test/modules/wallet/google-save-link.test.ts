import { eq } from 'drizzle-orm';
import { stores } from '../../../src/db/schema';
import { createUsersRepository } from '../../../src/repositories/users-repository';
import { formatShortCode } from '../../../src/services/accounts/short-codes';
import { bearer } from '../../accounts';
import { build } from '../../helper';
import { verifySaveUrl } from '../../wallet/google-wallet-stand-in';
import { walletTestCredentials } from '../../wallet/test-credentials';
import { customerAccount, REWARD_CARDS, subscribedOwner } from '../reward-cards/cards';
import {
  askSaveLink,
  googleIds,
  SAVE_ORIGIN,
  saveLink,
  serialOf,
  stampedCard,
  withGoogleWallet,
} from './google-wallet';

describe('POST /wallet/cards/:id/google', () => {
  const world = withGoogleWallet();

  it('answers a save link whose JWT carries the card’s class and the customer’s object', async () => {
    const { app, customer } = world;
    const { rewardCardId, customerCardId } = await stampedCard(world, 6);
    const url = await saveLink(world, customerCardId);
    expect(url.startsWith(`${SAVE_ORIGIN}/gp/v/save/`)).toBe(true);

    // Signed with the service account's key: Google checks it with the public half.
    const claims = await verifySaveUrl(url);
    const publicUrl = app.config.publicUrl;
    expect(claims).toMatchObject({
      iss: walletTestCredentials().serviceAccountEmail,
      aud: 'google',
      typ: 'savetowallet',
      origins: [new URL(publicUrl).origin],
    });
    const { classId, objectId } = googleIds(rewardCardId, await serialOf(app, customerCardId));
    expect(claims.payload.loyaltyClasses).toEqual([
      {
        id: classId,
        issuerName: 'Ana Bakery',
        programName: 'Coffee card',
        programLogo: {
          sourceUri: { uri: `${publicUrl}/icons/icon-512.png` },
          contentDescription: { defaultValue: { language: 'en-US', value: 'Ana Bakery logo' } },
        },
        hexBackgroundColor: '#1976d2',
        accountNameLabel: 'Name',
        accountIdLabel: 'Code',
        reviewStatus: 'UNDER_REVIEW',
        multipleDevicesAndHoldersAllowedStatus: 'ONE_USER_ALL_DEVICES',
      },
    ]);
    const user = await createUsersRepository(app.db).findById(customer.userId);
    const shortCode = formatShortCode(user!.shortCode!);
    expect(shortCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(claims.payload.loyaltyObjects).toEqual([
      {
        id: objectId,
        classId,
        state: 'ACTIVE',
        accountName: 'Ana',
        accountId: shortCode,
        loyaltyPoints: { label: 'Stamps', balance: { string: '6 of 8' } },
        secondaryLoyaltyPoints: { label: 'Ready', balance: { int: 0 } },
        barcode: {
          type: 'QR_CODE',
          value: `${publicUrl}/scan/${encodeURIComponent(customer.qrCode)}`,
          alternateText: shortCode,
        },
        textModulesData: [{ id: 'reward', header: 'Reward after 8 stamps', body: 'A free coffee' }],
      },
    ]);
  });

  it('shows a ready reward and the stamps waiting for the next card', async () => {
    const { customerCardId } = await stampedCard(world, 10);
    const [object] = (await verifySaveUrl(await saveLink(world, customerCardId))).payload
      .loyaltyObjects!;
    expect(object).toMatchObject({
      loyaltyPoints: { balance: { string: '8 of 8' } },
      secondaryLoyaltyPoints: { balance: { int: 1 } },
      textModulesData: [
        {
          id: 'reward',
          header: 'Reward ready',
          body: 'A free coffee: show this card at the counter.',
        },
        { id: 'waiting', header: 'Waiting stamps', body: '2 more for your next card' },
      ],
    });
  });

  it('writes when the reward and the stamps expire, as the store’s days', async () => {
    const { app, customer } = world;
    const owner = await subscribedOwner(app, 'scale');
    await app.db
      .update(stores)
      .set({ rewardExpiryDays: 30, stampExpiryMonths: 6 })
      .where(eq(stores.id, owner.storeId));
    const { customerCardId } = await stampedCard(world, 10, owner);
    const mine = await app.inject({ url: `${REWARD_CARDS}/my`, headers: bearer(customer.access) });
    const record = (
      mine.json().data as { id: string; reward_expires_at: string; stamps_expire_at: string }[]
    ).find((card) => card.id === customerCardId)!;
    // "2027-03-12T23:59:59.999+01:00" is the store's March 12: "Mar 12, 2027".
    const day = (iso: string) =>
      new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', {
        dateStyle: 'medium',
        timeZone: 'UTC',
      });
    const [object] = (await verifySaveUrl(await saveLink(world, customerCardId))).payload
      .loyaltyObjects!;
    expect(object!.textModulesData).toEqual(
      expect.arrayContaining([
        { id: 'reward-expiry', header: 'Reward expires', body: day(record.reward_expires_at) },
        { id: 'stamps-expiry', header: 'Stamps expire', body: day(record.stamps_expire_at) },
      ]),
    );
    expect(day(record.reward_expires_at)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it('gives the same pass on a second ask', async () => {
    const { app } = world;
    const { customerCardId } = await stampedCard(world, 1);
    const first = await verifySaveUrl(await saveLink(world, customerCardId));
    const second = await verifySaveUrl(await saveLink(world, customerCardId));
    expect(second.payload.loyaltyObjects![0]!.id).toBe(first.payload.loyaltyObjects![0]!.id);
    expect(first.payload.loyaltyObjects![0]!.id).toContain(await serialOf(app, customerCardId));
  });

  it('answers 404 for another customer’s card, and 403 for a merchant', async () => {
    const { app, owner } = world;
    const { customerCardId } = await stampedCard(world, 2);
    const stranger = await customerAccount(app);
    const theirs = await askSaveLink(app, stranger.access, customerCardId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'You have no card with this id.',
    });
    const unknown = await askSaveLink(app, stranger.access, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await askSaveLink(app, owner.access, customerCardId)).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/merchant/wallet/cards/${customerCardId}/google`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is announced by GET /config', async () => {
    const config = await world.app.inject({ url: '/api/merchant/config' });
    expect(config.json().data.wallets).toMatchObject({ google: true });
  });

  it('answers 400 naming the id when it is not one', async () => {
    const response = await askSaveLink(world.app, world.customer.access, 'not-a-card');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('id');
  });
});

describe('a server without Google Wallet settings', () => {
  it('answers 404 to the save link, and GET /config says google false', async () => {
    const app = await build();
    try {
      const customer = await customerAccount(app);
      const config = await app.inject({ url: '/api/merchant/config' });
      expect(config.json().data.wallets).toMatchObject({ google: false });
      const response = await app.inject({
        method: 'POST',
        url: '/api/merchant/wallet/cards/00000000-0000-4000-8000-000000000000/google',
        headers: bearer(customer.access),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Google Wallet is not set up on this server.',
      });
    } finally {
      await app.close();
    }
  });
});
