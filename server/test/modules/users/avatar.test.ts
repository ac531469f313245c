import { existsSync } from 'node:fs';
import path from 'node:path';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { bearer, register, verifiedAccount } from '../../accounts';
import { multipartFile, ONE_PIXEL_PNG } from '../../multipart';
import { imageInfo, solidImage } from '../../images';

const AVATAR = '/api/merchant/users/me/avatar';

describe('POST /users/me/avatar', () => {
  let app: App;
  let access: string;

  beforeAll(async () => {
    app = await build();
    ({ access } = await verifiedAccount(app));
  });

  afterAll(async () => {
    await app.close();
  });

  const upload = (file: Parameters<typeof multipartFile>[0], token = access) => {
    const { payload, headers } = multipartFile(file);
    return app.inject({
      method: 'POST',
      url: AVATAR,
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  };

  it('stores a PNG, serves it publicly with a long cache, and puts it on the profile', async () => {
    const response = await upload({ name: 'me.png', type: 'image/png', bytes: ONE_PIXEL_PNG });

    expect(response.statusCode).toBe(200);
    const avatarUrl = response.json().data.avatar_url as string;
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);

    const served = await app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Decoded and encoded again (test/http/image-upload.test.ts): the same one pixel.
    expect(await imageInfo(served.rawPayload)).toMatchObject({
      width: 1,
      height: 1,
      format: 'png',
    });

    const me = await app.inject({
      method: 'GET',
      url: '/api/merchant/users/me',
      headers: bearer(access),
    });
    expect(me.json().data.user.avatar_url).toBe(avatarUrl);
  });

  it('names the file by its bytes, not by what the client says, and drops the old one', async () => {
    const first = (await upload({ name: 'a.png', type: 'image/png', bytes: ONE_PIXEL_PNG })).json();
    const jpeg = await solidImage('jpeg', 16, 16);

    const response = await upload({ name: 'photo.png', type: 'image/png', bytes: jpeg });

    expect(response.json().data.avatar_url).toMatch(/\.jpg$/);
    const oldFile = path.join(app.config.dataDir, first.data.avatar_url);
    expect(existsSync(oldFile)).toBe(false);
  });

  it('refuses a text file named .png with 415', async () => {
    const response = await upload({
      name: 'notes.png',
      type: 'image/png',
      bytes: Buffer.from('just some text, not an image'),
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The file must be a PNG, JPEG or WebP image.',
    });
  });

  it('refuses more than 2 MB with 413', async () => {
    const bytes = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(2 * 1024 * 1024)]);

    const response = await upload({ name: 'big.png', type: 'image/png', bytes });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image is larger than 2 MB.',
    });
  });

  it('asks for a file field, and for multipart', async () => {
    const noFile = await upload({
      field: 'picture',
      name: 'a.png',
      type: 'image/png',
      bytes: ONE_PIXEL_PNG,
    });
    const json = await app.inject({
      method: 'POST',
      url: AVATAR,
      payload: {},
      headers: bearer(access),
    });

    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({ file: ['file is required'] });
    expect(json.statusCode).toBe(415);
  });

  it('needs a verified email', async () => {
    const unverified = (await register(app)).json().data.tokens.access_token;

    const response = await upload(
      { name: 'a.png', type: 'image/png', bytes: ONE_PIXEL_PNG },
      unverified,
    );

    expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });
});
