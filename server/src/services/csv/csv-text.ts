/**
 * The CSV files the server writes (docs/api.md, "Analytics" and "Customers"): RFC 4180 fields and
 * CRLF lines, safe to open in a spreadsheet.
 */

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A
 * field a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return
 * before one) gets a leading apostrophe first (docs/product.md, "Analytics").
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record with its CRLF line end. */
export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** `+01:00` from a UTC offset in minutes. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `${sign}${hours}:${String(absolute % 60).padStart(2, '0')}`;
}
