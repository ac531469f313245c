// docs/product.md, "Expiry": when a customer's stamps or ready reward expire, said on their card.

/**
 * The store's last valid day of an expiry moment, in the viewer's locale: "12 March 2027". The
 * server writes the moment with the store's UTC offset, so its date part is the store's own day,
 * whichever time zone the viewer is in.
 */
export function expiryDay(iso: string, locale?: string): string {
  const [year = 0, month = 1, day = 1] = iso.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

export const stampsExpireMessage = (iso: string, locale?: string) =>
  `Stamps expire on ${expiryDay(iso, locale)}`;

export const rewardExpiresMessage = (iso: string, locale?: string) =>
  `Reward expires on ${expiryDay(iso, locale)}`;
