import { liveCardMessage } from './liveCardMessage';
import type { CardChangeKind, LiveCustomerCard } from '../../api/live';
import { aRewardCard } from '../../testing/scannerFixtures';

const card = (stamps: number, waiting = 0): LiveCustomerCard => ({
  id: 'card-1',
  reward_card: aRewardCard({ id: 'reward-1', title: 'Coffee card', stamps_required: 8 }),
  store: { id: 'store-1', name: 'Bean & Leaf', avatar_url: null },
  stamps,
  stamps_waiting: waiting,
  rewards_ready: stamps === 8 ? 1 + Math.floor(waiting / 8) : 0,
  rewards_earned: 0,
  rewards_redeemed: 0,
  last_activity_at: '2030-01-15T10:00:00.000Z',
  paused: false,
  stamps_expire_at: null,
  reward_expires_at: null,
});

const say = (kind: CardChangeKind, customerCard: LiveCustomerCard) =>
  liveCardMessage({ kind, customer_card: customerCard });

describe('what a customer is told when a card changes', () => {
  it('counts a stamp on the card, and says when it fills it', () => {
    expect(say('stamp', card(3))).toBe('Stamp added at Bean & Leaf: 3 of 8.');
    expect(say('stamp', card(8))).toBe(
      'Stamp added at Bean & Leaf: your card is full, your reward is ready.',
    );
  });

  it('says a stamp past a full card waits for the next card, never "9 of 8"', () => {
    expect(say('stamp', card(8, 1))).toBe(
      'Stamp added at Bean & Leaf: your card is full, your reward is ready. 1 stamp waits for your next card.',
    );
    expect(say('stamp', card(8, 3))).toContain('3 stamps wait for your next card.');
  });

  it('says a redemption taken back at the counter left the reward on the card', () => {
    expect(say('redeem_undo', card(8))).toBe(
      'The reward redeemed at Bean & Leaf was undone: your card is full again, your reward is ready.',
    );
  });
});
