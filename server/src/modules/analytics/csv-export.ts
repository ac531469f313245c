import { Readable } from 'node:stream';
import type { StaffFigures } from './schemas';
import type {
  AnalyticsRepository,
  AnalyticsScope,
  ExportRow,
} from '../../repositories/analytics-repository';
import { csvLine, offsetText } from '../../services/csv/csv-text';

/** Rows read per query: the export's memory stays this size however long the range. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * The columns of the export (docs/api.md, "Analytics"). The customer is their id, never their name
 * or email: a file leaves the app and is shared (docs/product.md, "Analytics").
 */
export const EXPORT_HEADER = [
  'created_at',
  'kind',
  'count',
  'store',
  'branch',
  'reward_card',
  'customer_id',
  'undone',
] as const;

/** The per-person section after the interactions (docs/api.md, "Analytics"). */
export const STAFF_HEADER = [
  'staff',
  'role',
  'stamps',
  'redeems',
  'undos',
  'customers',
  'undo_rate',
  'stamps_per_customer',
  'flags',
] as const;

function lineOf(row: ExportRow): string {
  return csvLine([
    `${row.local}${offsetText(row.offsetMinutes)}`,
    row.kind,
    String(row.count),
    row.store,
    row.branch ?? '',
    row.rewardCard,
    row.customerId,
    String(row.undone),
  ]);
}

/** The per-person section: a blank line, its header, one line per person (flags joined by `;`). */
export function staffSection(figures: StaffFigures): string {
  return [
    '\r\n',
    csvLine(STAFF_HEADER),
    ...figures.rows.map((row) =>
      csvLine([
        row.name,
        row.role,
        String(row.stamps),
        String(row.redeems),
        String(row.undos),
        String(row.customers),
        String(row.undo_rate),
        String(row.stamps_per_customer),
        row.flags.join(';'),
      ]),
    ),
  ].join('');
}

/**
 * The export as a stream: the header, then the interactions page by page (keyset on
 * `created_at, id`), each page written before the next is read, then the per-person section. Node
 * pulls the next page only when the client has taken the previous one, so a slow download never
 * piles rows up in memory.
 */
export function exportStream(
  analytics: Pick<AnalyticsRepository, 'exportPage'>,
  scope: AnalyticsScope,
  period: { timeZone: string; from: string; to: string },
  people: () => Promise<StaffFigures>,
): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(EXPORT_HEADER);
    let after: { cursor: string; id: string } | undefined;
    for (;;) {
      const page = await analytics.exportPage(scope, period, after, EXPORT_PAGE_SIZE);
      if (page.length > 0) yield page.map(lineOf).join('');
      const last = page.at(-1);
      if (!last || page.length < EXPORT_PAGE_SIZE) break;
      after = { cursor: last.cursor, id: last.id };
    }
    yield staffSection(await people());
  }
  return Readable.from(lines(), { objectMode: false });
}
