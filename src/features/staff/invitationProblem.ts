import type { ApiError } from '../../api/client/apiError';

/** What a refused invitation means to the person holding it (docs/product.md, "Staff"). */
export interface InvitationProblem {
  title: string;
  /** The server's own words, which name the invited address for a wrong account. */
  detail: string;
  /** Signed in with another address: signing out and in again helps. */
  wrongAccount: boolean;
  /** The server could not be reached or failed: trying again may work. */
  retry: boolean;
  /** The invitation itself is gone: keeping its token helps nobody. */
  final: boolean;
}

export function invitationProblem(error: ApiError): InvitationProblem {
  const { status, message } = error;
  if (status === 403) {
    return {
      title: 'This invitation is for another email address',
      detail: message,
      wrongAccount: true,
      retry: false,
      final: false,
    };
  }
  if (status === 404 || status === 410 || status === 409 || status === 400) {
    return {
      title: 'This invitation can no longer be used',
      detail: `${message} Ask the person who invited you to send a new invitation.`,
      wrongAccount: false,
      retry: false,
      final: true,
    };
  }
  return {
    title: 'We couldn’t accept the invitation',
    detail:
      status === 'DEMO_MODE'
        ? 'We couldn’t reach the server. Check the connection and try again.'
        : message,
    wrongAccount: false,
    retry: true,
    final: false,
  };
}
