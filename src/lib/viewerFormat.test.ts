import {
  cardBrandName,
  displayLabel,
  formatDate,
  formatMoney,
  formatNumber,
  formatOptionalDate,
} from './viewerFormat';

// docs/product.md, "Dates, numbers and money": in the viewer's languages, whatever the data's
// country. An admin in Lisbon reading a request used to see "11/27/2026".

function withLanguages(languages: string[], check: () => void) {
  const spy = jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  try {
    check();
  } finally {
    spy.mockRestore();
  }
}

/** Intl separates with no-break spaces; the test compares what a reader sees. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const lateNovember = '2026-11-27T12:00:00.000Z';

describe("the viewer's formats", () => {
  it('writes a date, a count and an amount as a Portuguese reader does', () => {
    withLanguages(['pt-PT', 'pt', 'en'], () => {
      expect(formatDate(lateNovember)).toBe('27/11/2026');
      expect(plain(formatNumber(1234567))).toBe('1 234 567');
      expect(plain(formatMoney(2900, 'eur'))).toBe('29 €');
      expect(plain(formatMoney(1250, 'eur'))).toBe('12,50 €');
    });
  });

  it('writes them as an American reader does', () => {
    withLanguages(['en-US'], () => {
      expect(formatDate(lateNovember)).toBe('Nov 27, 2026');
      expect(formatNumber(1234567)).toBe('1,234,567');
      expect(formatMoney(2900, 'usd')).toBe('$29');
      expect(formatMoney(-320, 'usd')).toBe('-$3.20');
    });
  });

  it('skips a language tag Intl cannot read, and says a dash for no date', () => {
    withLanguages(['not a tag!', 'en-GB'], () => {
      expect(formatDate(lateNovember)).toBe('27 Nov 2026');
      expect(formatOptionalDate(null)).toBe('—');
    });
  });

  it('turns the codes of the API into labels: "visa" is Visa, "past_due" is Past due', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('new_network')).toBe('New network');
    expect(displayLabel('pending')).toBe('Pending');
    expect(displayLabel('past_due')).toBe('Past due');
  });
});
