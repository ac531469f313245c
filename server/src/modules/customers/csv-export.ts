import { Readable } from 'node:stream';
import type {
  CustomerSort,
  StoreCustomersRepository,
  StoreCustomerRow,
  CustomerSearch,
} from '../../repositories/store-customers-repository';
import { formatShortCode } from '../../services/accounts/short-codes';
import { csvLine, offsetText } from '../../services/csv/csv-text';

/** Customers read per query: the export's memory stays this size however many the store has. */
export const CUSTOMER_EXPORT_PAGE_SIZE = 1000;

/**
 * A byte order mark first: spreadsheet apps that open CSV as their own legacy encoding read
 * UTF-8 only with it, and names are rarely ASCII ("João" would show as "JoÃ£o").
 */
export const BYTE_ORDER_MARK = '\uFEFF';

/** The columns of the export (docs/api.md, "Customers"). */
export const CUSTOMER_EXPORT_HEADER = [
  'customer_id',
  'name',
  'short_code',
  'first_visit',
  'last_visit',
  'visits',
  'stamps',
  'rewards_earned',
  'rewards_redeemed',
] as const;

function localTime(text: string | null | undefined, offset: number | null | undefined): string {
  return text && offset !== null && offset !== undefined ? `${text}${offsetText(offset)}` : '';
}

function lineOf(row: StoreCustomerRow): string {
  return csvLine([
    row.id,
    row.name,
    row.short_code ? formatShortCode(row.short_code) : '',
    localTime(row.first_visit_local, row.first_visit_offset),
    localTime(row.last_visit_local, row.last_visit_offset),
    String(row.visits),
    String(row.stamps),
    String(row.rewards_earned),
    String(row.rewards_redeemed),
  ]);
}

/**
 * The store's customers as CSV, in the list's order and with its search, page by page: each page
 * is written before the next is read, so a slow download never piles rows up in memory.
 */
export function customersCsvStream(
  customers: Pick<StoreCustomersRepository, 'list'>,
  storeId: string,
  query: { search?: CustomerSearch; sort: CustomerSort; timeZone: string },
): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield BYTE_ORDER_MARK + csvLine(CUSTOMER_EXPORT_HEADER);
    for (let offset = 0; ; offset += CUSTOMER_EXPORT_PAGE_SIZE) {
      const { rows } = await customers.list(storeId, {
        ...query,
        offset,
        limit: CUSTOMER_EXPORT_PAGE_SIZE,
      });
      if (rows.length > 0) yield rows.map(lineOf).join('');
      if (rows.length < CUSTOMER_EXPORT_PAGE_SIZE) return;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
