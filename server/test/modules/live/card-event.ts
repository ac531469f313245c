import type { LiveEvent } from '../../../src/infrastructure/live/live-event';

/** A card event as the stamp route will publish it (docs/api.md, "Live updates"). */
export function cardEvent(
  overrides: { stamps?: number; description?: string; kind?: 'stamp' | 'redeem' | 'undo' } = {},
): LiveEvent {
  return {
    event: 'card',
    data: {
      kind: overrides.kind ?? 'stamp',
      customer_card: {
        id: '5b7f2c1e-8a43-4c1e-9d0b-2f6f1f7c9a10',
        reward_card: {
          id: '0d6c4a52-7f1b-4e8e-a3c2-9b5d7e1f2a34',
          store_id: '8e2d1c4b-3a5f-4e6d-9c7b-1a2b3c4d5e6f',
          title: 'Coffee card',
          description: overrides.description ?? 'Ten coffees, the eleventh is on us.',
          stamps_required: 10,
          reward_description: 'A free coffee',
          active: true,
          valid_until: null,
          created_at: '2030-01-01T10:00:00.000Z',
        },
        store: { id: '8e2d1c4b-3a5f-4e6d-9c7b-1a2b3c4d5e6f', name: 'Ana Bakery', avatar_url: null },
        stamps: overrides.stamps ?? 3,
        stamps_waiting: 0,
        rewards_ready: 0,
        rewards_earned: 0,
        rewards_redeemed: 0,
        last_activity_at: '2030-01-15T10:00:00.000Z',
        paused: false,
        stamps_expire_at: null,
        reward_expires_at: null,
      },
    },
  };
}
