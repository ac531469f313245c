import { object } from 'yup';
import { phoneNumber, website } from './contactRules';

// The phone and website rules the store, branch and merchant request forms share, in the words the
// server answers with (docs/api.md, "Merchant requests").

const form = object({ phone: phoneNumber(), website: website(200) });

async function errorsOf(values: { phone?: string; website?: string }): Promise<string[]> {
  try {
    await form.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('the contact rules of the store, branch and merchant request forms', () => {
  it('takes an international number valid for its country, written with spaces or dashes', async () => {
    expect(await errorsOf({ phone: '+1 415 555 0123' })).toEqual([]);
    expect(await errorsOf({ phone: '+33 1 23 45 67 89' })).toEqual([]);
    expect(await errorsOf({ phone: '+351-213-400-100' })).toEqual([]);
    expect(await errorsOf({ phone: '' })).toEqual([]);
  });

  it('refuses a number without its country code, or too short for its country', async () => {
    const message =
      'Phone must be an international number with its country code, e.g. +14155550123.';
    expect(await errorsOf({ phone: '4155550123' })).toEqual([message]);
    // Seven digits after +1 pass a length check but are no US number.
    expect(await errorsOf({ phone: '+1 555 0100' })).toEqual([message]);
  });

  it('takes an http or https address, and refuses any other', async () => {
    expect(await errorsOf({ website: 'https://bean-and-leaf.example.com/menu' })).toEqual([]);
    expect(await errorsOf({ website: '' })).toEqual([]);
    const message = 'Website must be an http:// or https:// address.';
    expect(await errorsOf({ website: 'ftp://files.example.com' })).toEqual([message]);
    expect(await errorsOf({ website: 'https://localhost' })).toEqual([message]);
  });
});
