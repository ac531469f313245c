import sharp from 'sharp';
import type { App } from '../../src/app';
import { build } from '../helper';
import { bearer, verifiedAccount, type SignedIn } from '../accounts';
import { multipartFile } from '../multipart';
import { imageInfo, jpegWithGps, pngDeclaring, solidImage } from '../images';
import { subscribedMerchant } from '../modules/stores/stores';

/**
 * Every uploaded image is decoded and encoded again (docs/api.md, "Images"): the public avatar and
 * the public store logo are what visitors' browsers decode, so neither may declare a huge size,
 * carry the uploader's location, or be something other than an image.
 */
const API = '/api/merchant';
const ROUTES = {
  avatar: `${API}/users/me/avatar`,
  'store logo': `${API}/stores/me/avatar`,
} as const;

describe.each(Object.keys(ROUTES) as (keyof typeof ROUTES)[])('uploading a %s', (route) => {
  let app: App;
  let uploader: SignedIn;

  beforeAll(async () => {
    app = await build();
    uploader = route === 'avatar' ? await verifiedAccount(app) : await subscribedMerchant(app);
  }, 60_000);
  afterAll(() => app.close());

  const upload = (bytes: Buffer, name = 'picture.png', type = 'image/png') => {
    const { payload, headers } = multipartFile({ name, type, bytes });
    return app.inject({
      method: 'POST',
      url: ROUTES[route],
      payload,
      headers: { ...headers, ...bearer(uploader.access) },
    });
  };

  /** The image a visitor's browser gets at the URL the upload answered. */
  async function served(response: { json(): { data: { avatar_url: string } } }) {
    const answer = await app.inject({ url: response.json().data.avatar_url });
    expect(answer.statusCode).toBe(200);
    return answer;
  }

  it('refuses a PNG whose header declares 60000 × 60000 pixels, naming the field', async () => {
    const bomb = await pngDeclaring(60_000, 60_000);

    const response = await upload(bomb);

    expect(response.statusCode).toBe(400);
    const message =
      'The image is 60000 × 60000 pixels; at most 25 megapixels (such as 5000 × 5000) are accepted.';
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message,
      errors: { file: [message] },
    });
  });

  it('serves a JPEG back without its EXIF block (no GPS position, no camera)', async () => {
    const photo = await jpegWithGps();
    expect((await imageInfo(photo)).exif).toBeDefined();
    expect(photo.includes('PhoneMaker')).toBe(true);

    const response = await upload(photo, 'holiday.jpg', 'image/jpeg');

    expect(response.statusCode).toBe(200);
    const back = (await served(response)).rawPayload;
    expect(await imageInfo(back)).toEqual({
      width: 64,
      height: 48,
      format: 'jpeg',
      exif: undefined,
    });
    expect(back.includes('PhoneMaker')).toBe(false);
  });

  it.each([
    ['a PNG cut in half', async () => (await solidImage('png', 300, 300)).subarray(0, 200)],
    [
      'a JPEG start followed by nothing an image is made of',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]),
    ],
    [
      'a WebP header over PNG bytes',
      async () => {
        const png = await solidImage('png', 8, 8);
        const riff = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBP', 'latin1');
        return Buffer.concat([riff, png]);
      },
    ],
  ])('refuses %s with a 400 naming the field', async (_name, make) => {
    const response = await upload(await make());

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(response.json().errors).toEqual({
      file: [
        'The image could not be read: it is damaged or not the type it says. Try another file.',
      ],
    });
  });

  it.each(['png', 'jpeg', 'webp'] as const)(
    'keeps a %s as the same kind of image, at most 512 pixels a side',
    async (format) => {
      const picture = await solidImage(format, 1200, 800);

      const response = await upload(picture);

      expect(response.statusCode).toBe(200);
      const extension = format === 'jpeg' ? 'jpg' : format;
      expect(response.json().data.avatar_url).toMatch(new RegExp(`\\.${extension}$`));
      const answer = await served(response);
      expect(answer.headers['content-type']).toBe(`image/${format}`);
      expect(await imageInfo(answer.rawPayload)).toMatchObject({ width: 512, height: 341, format });
    },
  );

  it('turns a photo upright by its EXIF orientation before dropping the EXIF', async () => {
    // A phone held sideways writes its pixels 64 × 48 and says "rotate 90°" (orientation 6).
    const sideways = await sharp(await solidImage('jpeg', 64, 48))
      .withMetadata({ orientation: 6 })
      .toBuffer();

    const response = await upload(sideways, 'portrait.jpg', 'image/jpeg');

    expect(response.statusCode).toBe(200);
    const back = (await served(response)).rawPayload;
    expect(await imageInfo(back)).toEqual({
      width: 48,
      height: 64,
      format: 'jpeg',
      exif: undefined,
    });
  });

  it('keeps a small image at its own size', async () => {
    const response = await upload(await solidImage('png', 40, 30));

    expect(response.statusCode).toBe(200);
    const back = (await served(response)).rawPayload;
    expect(await imageInfo(back)).toMatchObject({ width: 40, height: 30, format: 'png' });
  });
});
