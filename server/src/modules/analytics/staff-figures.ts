import type { StaffFiguresRow } from '../../repositories/analytics-repository';
import type { StaffFigures } from './schemas';

type Flag = 'undo_rate' | 'stamps_per_customer';

/**
 * docs/product.md, "Staff": a person is flagged when a rate is more than twice the store's, and only
 * past a minimum count, so one undo on a quiet morning flags nobody.
 */
export const FLAG_FACTOR = 2;
export const MIN_UNDOS_TO_FLAG = 5;
export const MIN_STAMPS_TO_FLAG = 10;

/** Undos per stamp or redemption made; 0 with none made. */
function undoRate(undos: number, actions: number): number {
  return actions === 0 ? 0 : undos / actions;
}

function stampsPerCustomer(stamps: number, customers: number): number {
  return customers === 0 ? 0 : stamps / customers;
}

/** Rounded for the answer: two decimals are what a person reads. */
const rounded = (value: number) => Math.round(value * 100) / 100;

/**
 * The per-person rows of `GET /analytics/staff` and the store's own rates, flags decided against
 * the store's figures over the same range (docs/api.md, "Staff"); the store's customers are counted
 * once each however many people served them. `ownerName` names the owner's row.
 */
export function staffFiguresOf(
  figures: { people: StaffFiguresRow[]; customers: number },
  ownerName: string,
): StaffFigures {
  const rows = figures.people;
  const total = rows.reduce(
    (sum, row) => ({
      stamps: sum.stamps + row.stamps,
      actions: sum.actions + row.actions,
      undos: sum.undos + row.undos,
    }),
    { stamps: 0, actions: 0, undos: 0 },
  );
  const store = {
    undo_rate: undoRate(total.undos, total.actions),
    stamps_per_customer: stampsPerCustomer(total.stamps, figures.customers),
  };
  return {
    rows: rows.map((row) => {
      const rates = {
        undo_rate: undoRate(row.undos, row.actions),
        stamps_per_customer: stampsPerCustomer(row.stamps, row.customers),
      };
      const flags: Flag[] = [];
      if (row.undos >= MIN_UNDOS_TO_FLAG && rates.undo_rate > FLAG_FACTOR * store.undo_rate) {
        flags.push('undo_rate');
      }
      if (
        row.stamps >= MIN_STAMPS_TO_FLAG &&
        rates.stamps_per_customer > FLAG_FACTOR * store.stamps_per_customer
      ) {
        flags.push('stamps_per_customer');
      }
      return {
        staff_id: row.staffId,
        name: row.name ?? ownerName,
        role: row.role ?? 'owner',
        stamps: row.stamps,
        redeems: row.redeems,
        undos: row.undos,
        customers: row.customers,
        undo_rate: rounded(rates.undo_rate),
        stamps_per_customer: rounded(rates.stamps_per_customer),
        flags,
      };
    }),
    store: {
      undo_rate: rounded(store.undo_rate),
      stamps_per_customer: rounded(store.stamps_per_customer),
    },
  };
}
