import type { PassContent } from './pass-content';

/**
 * What each wallet vendor's part gives the rest of the server (docs/architecture.md, "Wallet
 * passes"). Each exists only when its settings are in the environment.
 */
export interface AppleWallet {
  /** The pass's Pass Type ID: the web service's routes name it. */
  readonly passTypeId: string;
  /** A signed `.pkpass` of this content, carrying the pass's web-service token. */
  build(content: PassContent, authenticationToken: string): Promise<Buffer>;
  /** Queues an APNs push to every device registered for the pass (one durable job each). */
  queuePushes(passId: string): Promise<void>;
}

export interface GoogleWallet {
  /** A "Save to Google Wallet" link carrying this content's class and object. */
  saveUrl(content: PassContent): Promise<string>;
  /** Queues a durable update of the pass's loyalty object (and its class, if its design changed). */
  queueUpdate(passId: string): Promise<void>;
}
