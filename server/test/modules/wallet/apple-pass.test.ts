import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { walletPasses } from '../../../src/db/schema';
import type { App } from '../../../src/app';
import { createUsersRepository } from '../../../src/repositories/users-repository';
import { createWalletPassesRepository } from '../../../src/repositories/wallet-passes-repository';
import { formatShortCode } from '../../../src/services/accounts/short-codes';
import { contrastRatio, channelsOf } from '../../../src/services/wallet/apple/pass-colors';
import { bearer, testClock } from '../../accounts';
import { build } from '../../helper';
import { multipartFile } from '../../multipart';
import { solidImage } from '../../images';
import { walletEnvironment, walletTestCredentials } from '../../wallet/test-credentials';
import {
  API,
  createCard,
  customerAccount,
  saveSettings,
  signIn,
  stamp,
  subscribedOwner,
  type Customer,
  type Owner,
} from '../reward-cards/cards';
import { sha1, signatureProblem, unzip } from './pkpass';

/** Nothing here reaches the vendors: these routes never call APNs or Google. */
const NOWHERE = {
  apnsOrigin: 'https://127.0.0.1:9',
  googleApiOrigin: 'http://127.0.0.1:9',
  googleTokenUri: 'http://127.0.0.1:9/token',
};
const MINUTE = 60_000;
/** Apple's settings only: Google's part is not this file's. */
const APPLE_ONLY = Object.fromEntries(
  Object.entries(walletEnvironment(NOWHERE)).filter(([name]) => !name.startsWith('GOOGLE_')),
);

interface PassJson {
  formatVersion: number;
  passTypeIdentifier: string;
  teamIdentifier: string;
  serialNumber: string;
  authenticationToken: string;
  webServiceURL: string;
  organizationName: string;
  description: string;
  logoText: string;
  backgroundColor: string;
  foregroundColor: string;
  labelColor: string;
  voided: boolean;
  sharingProhibited: boolean;
  barcodes: { format: string; message: string; altText?: string; messageEncoding: string }[];
  storeCard: Record<
    'headerFields' | 'primaryFields' | 'secondaryFields' | 'auxiliaryFields' | 'backFields',
    { key: string; label?: string; value: string }[]
  >;
}

describe('Apple Wallet passes', () => {
  const clock = testClock();
  let app: App;
  let owner: Owner;
  let customer: Customer;
  let customerCardId: string;

  /** The customer's card of `owner`'s card, after `stamps` stamps. */
  async function stampedCard(
    by: Owner,
    holder: Customer,
    stamps: number,
    body: Record<string, unknown> = {},
  ): Promise<string> {
    const card = await createCard(app, by, { stamps_required: 8, ...body });
    const stamped = await stamp(app, by.access, card.id, { qr_code: holder.qrCode, count: stamps });
    if (stamped.statusCode !== 201) throw new Error(`stamp: ${stamped.body}`);
    return stamped.json().data.customer_card.id;
  }

  const askForLink = (access: string, cardId: string) =>
    app.inject({
      method: 'POST',
      url: `${API}/wallet/cards/${cardId}/apple`,
      headers: bearer(access),
    });

  async function linkOf(access: string, cardId: string): Promise<string> {
    const response = await askForLink(access, cardId);
    if (response.statusCode !== 200) throw new Error(`link: ${response.body}`);
    return response.json().data.url;
  }

  async function download(url: string) {
    const response = await app.inject({ url });
    if (response.statusCode !== 200) throw new Error(`download: ${response.body}`);
    const files = await unzip(response.rawPayload);
    return { response, files, pass: JSON.parse(files['pass.json']!.toString()) as PassJson };
  }

  beforeAll(async () => {
    app = await build(APPLE_ONLY, { now: clock.now });
    owner = await subscribedOwner(app, 'scale');
    await saveSettings(app, owner.access, { stamp_cooldown_minutes: 0 });
    customer = await customerAccount(app);
    customerCardId = await stampedCard(owner, customer, 6);
  }, 60_000);
  afterAll(() => app?.close());
  // Moving the clock ends access tokens.
  beforeEach(async () => {
    owner = await signIn(app, owner);
    customer = await signIn(app, customer);
  });

  it('gives the customer a link that downloads a signed store card of their card', async () => {
    const asked = await askForLink(customer.access, customerCardId);
    expect(asked.statusCode).toBe(200);
    const { url, expires_at: expiresAt } = asked.json().data;
    expect(url).toMatch(/^\/api\/merchant\/wallet\/apple\/download\/[\w-]{36}\.\d+\.[\w-]{22}$/);
    expect(Date.parse(expiresAt)).toBe(clock.now().getTime() + 10 * MINUTE);

    const { response, files, pass } = await download(url);
    const row = (await createWalletPassesRepository(app.db).ensure(customerCardId))!;
    expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Ana Bakery.pkpass"; filename*=UTF-8''Ana%20Bakery.pkpass`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['last-modified']).toBe(row.updatedAt.toUTCString());

    const user = (await createUsersRepository(app.db).findById(customer.userId))!;
    const { publicUrl } = app.config;
    const credentials = walletTestCredentials();
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: credentials.passTypeId,
      teamIdentifier: credentials.teamId,
      serialNumber: row.id,
      authenticationToken: row.authenticationToken,
      webServiceURL: `${publicUrl}/api/merchant/wallet/apple`,
      organizationName: 'Ana Bakery',
      logoText: 'Ana Bakery',
      voided: false,
      sharingProhibited: true,
      barcodes: [
        {
          format: 'PKBarcodeFormatQR',
          message: `${publicUrl}/scan/${user.qrCode}`,
          altText: formatShortCode(user.shortCode!),
          messageEncoding: 'iso-8859-1',
        },
      ],
    });
    expect(pass.storeCard.primaryFields).toEqual([
      expect.objectContaining({ key: 'progress', label: 'Coffee card', value: '6 of 8' }),
    ]);
    expect(pass.storeCard.secondaryFields).toEqual([
      expect.objectContaining({ label: 'Reward', value: 'A free coffee' }),
    ]);
    expect(pass.storeCard.backFields.map((field) => field.label)).toEqual([
      'How it works',
      'Your short code',
      'Card holder',
      'All your cards',
    ]);
    // The app's blue with white text and labels that read on it.
    expect(pass.backgroundColor).toBe('rgb(25, 118, 210)');
    for (const text of [pass.foregroundColor, pass.labelColor]) {
      expect(contrastRatio(channelsOf(text), channelsOf(pass.backgroundColor))).toBeGreaterThan(
        4.5,
      );
    }

    // Without a store logo, the app's icon at Apple's sizes.
    expect(Object.keys(files).sort()).toEqual(
      [
        'icon.png',
        'icon@2x.png',
        'icon@3x.png',
        'logo.png',
        'logo@2x.png',
        'logo@3x.png',
        'manifest.json',
        'pass.json',
        'signature',
      ].sort(),
    );
    for (const [name, side] of [
      ['icon.png', 29],
      ['icon@2x.png', 58],
      ['icon@3x.png', 87],
      ['logo.png', 50],
      ['logo@2x.png', 100],
    ] as const) {
      const { width, height } = await sharp(files[name]).metadata();
      expect({ name, width, height }).toEqual({ name, width: side, height: side });
    }
  });

  it('signs a manifest of every file, which a changed manifest no longer matches', async () => {
    const { files } = await download(await linkOf(customer.access, customerCardId));
    const manifest = JSON.parse(files['manifest.json']!.toString()) as Record<string, string>;
    const others = Object.keys(files).filter(
      (name) => !['manifest.json', 'signature'].includes(name),
    );
    expect(Object.keys(manifest).sort()).toEqual(others.sort());
    for (const name of others)
      expect({ name, hash: manifest[name] }).toEqual({ name, hash: sha1(files[name]!) });

    const ca = walletTestCredentials().wwdrCertificate;
    expect(signatureProblem(files.signature!, files['manifest.json']!, ca)).toBeNull();
    const tampered = Buffer.from(
      JSON.stringify({ ...manifest, 'pass.json': sha1(Buffer.from('{"voided":false}')) }),
    );
    expect(signatureProblem(files.signature!, tampered, ca)).toBe(
      'the manifest is not the one signed',
    );
    const forged = Buffer.from(files.signature!);
    // The last byte of the DER is the signature value's.
    forged.writeUInt8(forged.readUInt8(forged.length - 1) ^ 0xff, forged.length - 1);
    expect(signatureProblem(forged, files['manifest.json']!, ca)).toBe(
      'the signature does not match',
    );
    const stranger = walletTestCredentials().serverCertificate;
    expect(signatureProblem(files.signature!, files['manifest.json']!, stranger)).toBe(
      'the signer’s certificate is not issued by the CA',
    );
  });

  it('shows a ready reward, the store’s colour and its logo', async () => {
    const shop = await subscribedOwner(app, 'scale');
    await saveSettings(app, shop.access, { stamp_cooldown_minutes: 0, brand_color: '#FFEB3B' });
    const logo = await solidImage('png', 200, 200);
    const upload = multipartFile(
      { name: 'logo.png', type: 'image/png', bytes: logo },
      { store_id: shop.storeId },
    );
    const uploaded = await app.inject({
      method: 'POST',
      url: `${API}/stores/me/avatar`,
      headers: { ...bearer(shop.access), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const cardId = await stampedCard(shop, customer, 8);

    const { pass, files } = await download(await linkOf(customer.access, cardId));
    expect(pass.storeCard.primaryFields[0]!.value).toBe('8 of 8');
    expect(pass.storeCard.secondaryFields).toEqual([
      expect.objectContaining({ label: 'Reward', value: 'A free coffee' }),
      expect.objectContaining({ key: 'ready', label: 'Reward ready' }),
    ]);
    // Yellow: dark text reads on it, white would not.
    expect(pass.backgroundColor).toBe('rgb(255, 235, 59)');
    expect(pass.foregroundColor).toBe('rgb(17, 17, 17)');
    // The logo is the store's green square (solidImage), not the app's icon.
    const pixel = await sharp(files['logo.png'])
      .extract({ left: 25, top: 25, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer();
    expect([...pixel]).toEqual([0x2e, 0x7d, 0x32]);
    expect((await sharp(files['logo@2x.png']).metadata()).height).toBe(100);
  });

  it('follows the customer’s new personal code', async () => {
    const url = await linkOf(customer.access, customerCardId);
    const rotated = await app.inject({
      method: 'POST',
      url: `${API}/users/me/qr/rotate`,
      headers: bearer(customer.access),
    });
    expect(rotated.statusCode).toBe(200);
    const { qr_code: qrCode, short_code: shortCode } = rotated.json().data;
    const { pass } = await download(url);
    expect(pass.barcodes[0]).toMatchObject({
      message: `${app.config.publicUrl}/scan/${qrCode}`,
      altText: formatShortCode(shortCode),
    });
    customer = { ...customer, qrCode };
  });

  it('serves a pass that a refresh settled while the download was reading it', async () => {
    const passes = createWalletPassesRepository(app.db);
    const { id: passId } = await passes.ensure(customerCardId);
    await app.wallet.current(passId);
    // A change marks the pass as the triggers do; the download reads the mark, and a refresh
    // settles it before the download does.
    await app.db
      .update(walletPasses)
      .set({ pendingChange: sql`nextval('wallet_pass_changes')`, pendingSince: clock.now() })
      .where(eq(walletPasses.id, passId));
    const read = (await passes.source(passId))!;
    expect(read.pass.pendingChange).not.toBeNull();
    const settled = (await app.wallet.current(passId))!;
    const late = await app.db.transaction((tx) =>
      createWalletPassesRepository(tx).settle(
        passId,
        settled.pass.contentHash!,
        read.pass.pendingChange,
        clock.now(),
      ),
    );
    expect(late).toEqual({ changed: false, pass: settled.pass });
  });

  it('voids the pass of a hidden store and of a deactivated card', async () => {
    const hiding = await subscribedOwner(app, 'scale');
    const hiddenStoreCard = await stampedCard(hiding, customer, 2);
    const hidden = await app.inject({
      method: 'DELETE',
      url: `${API}/stores/${hiding.storeId}`,
      headers: bearer(hiding.access),
    });
    expect(hidden.statusCode).toBe(200);
    expect((await download(await linkOf(customer.access, hiddenStoreCard))).pass.voided).toBe(true);

    const archiving = await subscribedOwner(app, 'scale');
    const card = await createCard(app, archiving, { stamps_required: 8 });
    const stamped = await stamp(app, archiving.access, card.id, { qr_code: customer.qrCode });
    const archivedCard = stamped.json().data.customer_card.id;
    const url = await linkOf(customer.access, archivedCard);
    expect((await download(url)).pass.voided).toBe(false);
    const deactivated = await app.inject({
      method: 'DELETE',
      url: `${API}/reward-cards/${card.id}`,
      headers: bearer(archiving.access),
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await download(url)).pass.voided).toBe(true);
  });

  it('answers 404 for a card that is not the caller’s, and 403 for a merchant', async () => {
    const someoneElse = await customerAccount(app);
    const theirs = await askForLink(someoneElse.access, customerCardId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'You have no card with this id.',
    });
    const none = await askForLink(customer.access, '00000000-0000-4000-8000-000000000000');
    expect(none.statusCode).toBe(404);
    expect((await askForLink(owner.access, customerCardId)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: `${API}/wallet/cards/${customerCardId}/apple` }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a changed link and one that has expired, never with a 500', async () => {
    const url = await linkOf(customer.access, customerCardId);
    const [passId, expires, mac] = url.split('/').pop()!.split('.') as [string, string, string];
    const changed = [
      `${customerCardId}.${expires}.${mac}`,
      `${passId}.${Number(expires) + 3600}.${mac}`,
      `${passId}.${expires}.${mac.slice(1)}A`,
      'not-a-token',
    ];
    for (const token of changed) {
      const refused = await app.inject({ url: `${API}/wallet/apple/download/${token}` });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        code: 'TOKEN_INVALID',
        message: 'This download link is not valid. Tap "Add to Apple Wallet" again for a new one.',
      });
    }

    clock.advance(10 * MINUTE + 1_000);
    const expired = await app.inject({ url });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'This download link has expired. Tap "Add to Apple Wallet" again for a new one.',
    });
  });
});

describe('Apple Wallet passes on a server without the Apple settings', () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  }, 30_000);
  afterAll(() => app?.close());

  it('offers no pass, and GET /config says so', async () => {
    const customer = await customerAccount(app);
    const response = await app.inject({
      method: 'POST',
      url: `${API}/wallet/cards/00000000-0000-4000-8000-000000000000/apple`,
      headers: bearer(customer.access),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Apple Wallet is not set up on this server.',
    });
    const config = await app.inject({ url: `${API}/config` });
    expect(config.json().data.wallets).toEqual({ apple: false, google: false });
  });
});
