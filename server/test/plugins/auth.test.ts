import { SignJWT } from 'jose';
import type { App } from '../../src/app';
import { accountOf } from '../../src/plugins/auth';
import { build } from '../helper';
import { bearer, register, verifiedAccount } from '../accounts';

const JWT_SECRET = 'a-test-secret-that-is-long-enough-1234';

describe('the auth guard', () => {
  let app: App;

  beforeAll(async () => {
    app = await build({ JWT_SECRET });
    // Routes as later modules will write them, added before the first inject.
    app.get('/guarded', { preHandler: app.authenticate }, async (request) => ({
      id: accountOf(request).user.id,
    }));
    app.get('/admins', { preHandler: [app.authenticate, app.requireRole('admin')] }, async () => ({
      ok: true,
    }));
    app.get(
      '/verified-later',
      {
        config: { allowUnverifiedEmail: true },
        preHandler: [app.authenticate, app.requireVerifiedEmail],
      },
      async () => ({ ok: true }),
    );
  });

  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('lets a verified account through and says who it is', async () => {
    const { access, userId } = await verifiedAccount(app);

    const response = await get('/guarded', bearer(access));

    expect(response.json()).toEqual({ id: userId });
  });

  it.each([
    [{}, 'UNAUTHENTICATED'],
    [{ authorization: 'Basic abc' }, 'UNAUTHENTICATED'],
    [{ authorization: 'Bearer not.a.jwt' }, 'TOKEN_INVALID'],
  ])('answers 401 to %j', async (headers, code) => {
    const response = await get('/guarded', headers);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code });
  });

  describe('refuses a token signed with the right key but not made by us', () => {
    const key = new TextEncoder().encode(JWT_SECRET);
    let claims: { sub: string; role: string; ver: number; sid: string };

    beforeAll(async () => {
      const { access } = await verifiedAccount(app);
      claims = JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString());
    });

    const forge = (header: { alg: string; typ?: string }, audience = 'qrewards-api') =>
      new SignJWT({ role: claims.role, ver: claims.ver, sid: claims.sid })
        .setProtectedHeader(header)
        .setSubject(claims.sub)
        .setIssuer('qrewards')
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);

    it.each([
      ['without typ at+jwt', { alg: 'HS256', typ: 'JWT' }, 'qrewards-api'],
      ['for another audience', { alg: 'HS256', typ: 'at+jwt' }, 'someone-else'],
      ['with another algorithm', { alg: 'HS512', typ: 'at+jwt' }, 'qrewards-api'],
    ])('%s', async (_what, header, audience) => {
      const response = await get('/guarded', bearer(await forge(header, audience)));

      expect(response.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    });

    it('with alg none', async () => {
      const body = (object: object) => Buffer.from(JSON.stringify(object)).toString('base64url');
      const token = `${body({ alg: 'none', typ: 'at+jwt' })}.${body({ ...claims, iss: 'qrewards', aud: 'qrewards-api', exp: 4_102_444_800 })}.`;

      expect((await get('/guarded', bearer(token))).json()).toMatchObject({
        code: 'TOKEN_INVALID',
      });
    });

    it('but takes one it could have made (the control case)', async () => {
      const response = await get('/guarded', bearer(await forge({ alg: 'HS256', typ: 'at+jwt' })));

      expect(response.statusCode).toBe(200);
    });
  });

  it('refuses an unverified email everywhere but the allowed routes: 403 EMAIL_NOT_VERIFIED', async () => {
    const access = (await register(app)).json().data.tokens.access_token;

    for (const url of ['/guarded', '/verified-later']) {
      const response = await get(url, bearer(access));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Please verify your email to continue.',
      });
    }
  });

  it('requireRole answers 403 FORBIDDEN to other roles', async () => {
    const { access } = await verifiedAccount(app);

    const response = await get('/admins', bearer(access));

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
