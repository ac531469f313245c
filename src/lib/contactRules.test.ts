import { object, string } from 'yup';
import { formatRules } from '../api/generated/limits';
import { phoneNumber, website, withWebScheme } from './contactRules';
import { defaultCountry } from './countries';

// The phone and website rules the store, branch and merchant request forms share, in the words the
// server answers with (docs/api.md, "Merchant requests").

const form = object({ phone: phoneNumber(), website: website(200), country: string() });

async function errorsOf(values: {
  phone?: string;
  website?: string;
  country?: string;
}): Promise<string[]> {
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
    const message = formatRules.phone.message;
    expect(await errorsOf({ phone: '4155550123' })).toEqual([message]);
    // Seven digits after +1 pass a length check but are no US number.
    expect(await errorsOf({ phone: '+1 555 0100' })).toEqual([message]);
  });

  it('takes an http or https address, and refuses any other', async () => {
    expect(await errorsOf({ website: 'https://bean-and-leaf.example.com/menu' })).toEqual([]);
    expect(await errorsOf({ website: '' })).toEqual([]);
    const message = formatRules['http-url'].message;
    expect(await errorsOf({ website: 'ftp://files.example.com' })).toEqual([message]);
    expect(await errorsOf({ website: 'https://localhost' })).toEqual([message]);
  });

  it('takes a national number of the chosen country, and only of that one', async () => {
    expect(await errorsOf({ phone: '912 345 678', country: 'PT' })).toEqual([]);
    expect(await errorsOf({ phone: '(415) 555-0123', country: 'US' })).toEqual([]);
    expect(await errorsOf({ phone: '912 345 678', country: 'US' })).toEqual([
      formatRules.phone.message,
    ]);
  });

  it('takes a website without its scheme as https', async () => {
    expect(await errorsOf({ website: 'cafesol.pt' })).toEqual([]);
    expect(form.cast({ website: 'cafesol.pt' }).website).toBe('https://cafesol.pt');
    expect(withWebScheme('http://cafesol.pt')).toBe('http://cafesol.pt');
    expect(await errorsOf({ website: 'not a website' })).toEqual([formatRules['http-url'].message]);
  });
});

describe('the country a new address starts in', () => {
  it("is the region of the browser's languages, else the likely one of its first language", () => {
    expect(defaultCountry(['pt-PT', 'pt'])).toBe('PT');
    expect(defaultCountry(['fr', 'de-CH'])).toBe('CH');
    expect(defaultCountry(['de'])).toBe('DE');
    expect(defaultCountry(['en-US'])).toBe('US');
    expect(defaultCountry([])).toBe('US');
    expect(defaultCountry(['not a tag!'])).toBe('US');
  });
});
