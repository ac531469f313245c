import { createHash } from 'node:crypto';

/**
 * A job id (a UUID, as pg-boss wants) derived from an outside id such as a Stripe event's: the
 * same outside id always gives the same job, so sending it twice stores one job.
 */
export function jobIdOf(outsideId: string): string {
  const hex = createHash('sha256').update(outsideId).digest('hex');
  // Version 5 and RFC 4122 variant bits, so it reads as a name-based UUID.
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
