// The counter device this browser is (docs/api.md, "Counter mode"): its token is shown once, when a
// manager signs the browser in as a counter, and kept here until the device is signed out.

const KEY = 'qrewards.counterDevice';

export interface SavedCounterDevice {
  token: string;
  deviceId: string;
  storeId: string;
}

export function readSavedDevice(): SavedCounterDevice | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<SavedCounterDevice>;
    if (saved && typeof saved.token === 'string' && saved.token) {
      return { token: saved.token, deviceId: saved.deviceId ?? '', storeId: saved.storeId ?? '' };
    }
  } catch {
    // Storage blocked or a value that is not ours: no device.
  }
  return null;
}

export function saveDevice(device: SavedCounterDevice): void {
  localStorage.setItem(KEY, JSON.stringify(device));
}

export function forgetDevice(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing saved can be read either.
  }
}
