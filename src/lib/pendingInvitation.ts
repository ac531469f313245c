// docs/product.md, "Staff": an invitation link opened while signed out is kept on this device, so
// signing in, signing up and confirming the email all lead back to it. It is forgotten once the
// invitation is accepted or refused for good.

const STORAGE_KEY = 'qrewards-staff-invitation';

export function rememberInvitation(token: string) {
  try {
    localStorage.setItem(STORAGE_KEY, token);
  } catch {
    // Storage blocked: the link in the email still works when opened again.
  }
}

export function pendingInvitation(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function forgetInvitation() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
