/** What the scanner stamps on: remembered on this device, so a cashier chooses once. */
export interface ScannerChoice {
  storeId?: string;
  rewardCardId?: string;
  branchId?: string;
}

const STORAGE_KEY = 'qrewards-scanner-choice';

export function readScannerChoice(): ScannerChoice {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    const { storeId, rewardCardId, branchId } = stored as Record<string, unknown>;
    return {
      ...(typeof storeId === 'string' && { storeId }),
      ...(typeof rewardCardId === 'string' && { rewardCardId }),
      ...(typeof branchId === 'string' && { branchId }),
    };
  } catch {
    // Storage blocked or a value from elsewhere: start without a remembered choice.
    return {};
  }
}

export function writeScannerChoice(choice: ScannerChoice) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Private mode or a full storage: the choice lasts as long as the dialog.
  }
}
