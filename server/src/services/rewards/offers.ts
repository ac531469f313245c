import type { OpenOffer } from '../../repositories/offers-repository';

// What an offer gives and says at the counter (docs/product.md, "Offers at the counter").

/** The name of the gift, per the automation that sent it; a one-off message's is a "Gift". */
const GIFT_NAMES: Record<string, string> = {
  win_back: 'Win-back gift',
  birthday: 'Birthday gift',
  near_reward: 'Almost there gift',
  expiry_reminder: 'Reminder gift',
};

/** An offer as the counter shows it: "Birthday gift: +1 stamp", and the stamps it adds. */
export interface OfferAtCounter {
  label: string;
  stamps: number;
}

/** The bonus stamps an offer adds to a stamp of a card needing `stampsRequired` for a reward. */
export function offerBonus(offer: OpenOffer, stampsRequired: number): number {
  if (offer.offerKind === 'reward') return stampsRequired;
  return Math.max(0, offer.offerStamps ?? 0);
}

export function offerAtCounter(offer: OpenOffer, stampsRequired: number): OfferAtCounter {
  const name = GIFT_NAMES[offer.kind] ?? 'Gift';
  const stamps = offerBonus(offer, stampsRequired);
  const gives =
    offer.offerKind === 'reward'
      ? 'a free reward'
      : stamps === 1
        ? '+1 stamp'
        : `+${stamps} stamps`;
  return { label: `${name}: ${gives}`, stamps };
}

/** "Ana got a stamp. Birthday gift: +1 stamp." */
export function stampMessage(name: string, count: number, offers: OfferAtCounter[]): string {
  const got = `${name} got ${count === 1 ? 'a stamp' : `${count} stamps`}.`;
  return [got, ...offers.map((offer) => `${offer.label}.`)].join(' ');
}
