import type { Workplace } from '../../api/staff';

/** Where this device works at the counter: remembered, so a cashier chooses once. */
export interface CounterPlace {
  storeId?: string;
  branchId?: string;
}

const STORAGE_KEY = 'qrewards-counter-place';

export function readCounterPlace(): CounterPlace {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    const { storeId, branchId } = stored as Record<string, unknown>;
    return {
      ...(typeof storeId === 'string' && { storeId }),
      ...(typeof branchId === 'string' && { branchId }),
    };
  } catch {
    // Storage blocked or a value from elsewhere: start with the first workplace.
    return {};
  }
}

export function writeCounterPlace(place: CounterPlace) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(place));
  } catch {
    // Private mode or a full storage: the choice lasts as long as the page.
  }
}

/** The remembered workplace and branch where they still exist, else the first of each. */
export function resolveCounterPlace(workplaces: Workplace[], place: CounterPlace) {
  const workplace = workplaces.find(({ store }) => store.id === place.storeId) ?? workplaces[0];
  const branch =
    workplace?.branches.find(({ id }) => id === place.branchId) ?? workplace?.branches[0];
  return { workplace, branch };
}
