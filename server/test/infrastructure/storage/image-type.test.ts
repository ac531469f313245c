import { detectImageType } from '../../../src/infrastructure/storage/image-type';
import { ONE_PIXEL_PNG } from '../../multipart';

describe('detectImageType', () => {
  it.each([
    [ONE_PIXEL_PNG, 'png'],
    [Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0]), 'jpg'],
    [Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]), 'webp'],
  ])('knows %#', (bytes, extension) => {
    expect(detectImageType(bytes)?.extension).toBe(extension);
  });

  it.each([
    Buffer.from('GIF89a'),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')]),
    Buffer.alloc(0),
  ])('refuses anything else (%#)', (bytes) => {
    expect(detectImageType(bytes)).toBeUndefined();
  });
});
