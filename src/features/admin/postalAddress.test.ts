import { countryName, postalAddressLines } from './postalAddress';

const at = (country: string, city: string, postal_code: string) =>
  postalAddressLines({ address_line: '1 Main Street', city, postal_code, country });

describe('postal addresses', () => {
  it('puts the postal code after the city where the country does', () => {
    expect(at('US', 'Oakland', '94601')).toEqual([
      '1 Main Street',
      'Oakland 94601',
      'United States',
    ]);
    expect(at('GB', 'London', 'SW1A 1AA')[1]).toBe('London SW1A 1AA');
    expect(at('CA', 'Toronto', 'M5V 2T6')[1]).toBe('Toronto M5V 2T6');
    expect(at('AU', 'Sydney', '2000')[1]).toBe('Sydney 2000');
  });

  it('puts it before the city everywhere else', () => {
    expect(at('FR', 'Paris', '75001')).toEqual(['1 Main Street', '75001 Paris', 'France']);
    expect(at('DE', 'Berlin', '10115')[1]).toBe('10115 Berlin');
    expect(at('GR', 'Athens', '105 57')[1]).toBe('105 57 Athens');
  });

  it('names the country, or keeps a code Intl cannot name', () => {
    expect(countryName('NG')).toBe('Nigeria');
    expect(countryName('not a code')).toBe('not a code');
  });
});
