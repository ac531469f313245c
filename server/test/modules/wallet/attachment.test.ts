import { attachmentOf } from '../../../src/modules/wallet/attachment';

describe('attachmentOf', () => {
  it('names the file for the store, in ASCII and as written', () => {
    expect(attachmentOf('Ana Bakery', 'pkpass')).toBe(
      `attachment; filename="Ana Bakery.pkpass"; filename*=UTF-8''Ana%20Bakery.pkpass`,
    );
    expect(attachmentOf('Café "Crème" / 東京', 'pkpass')).toBe(
      `attachment; filename="Cafe Creme.pkpass"; filename*=UTF-8''Caf%C3%A9%20%22Cr%C3%A8me%22%20%2F%20%E6%9D%B1%E4%BA%AC.pkpass`,
    );
    expect(attachmentOf('東京', 'pkpass')).toMatch(/^attachment; filename="card\.pkpass"; /);
  });
});
