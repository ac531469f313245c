import {
  cardAt,
  cardExpiry,
  lastMomentIso,
  startOfLocalDay,
  type ExpiryRules,
} from '../../../src/services/rewards/expiry';

// docs/product.md, "Expiry": the end of the store's local day, M calendar months after the last
// visit (stamps) or N days after the reward became ready.

const rules = (overrides: Partial<ExpiryRules> = {}): ExpiryRules => ({
  stampExpiryMonths: null,
  rewardExpiryDays: null,
  timeZone: 'UTC',
  ...overrides,
});

describe('expiry moments', () => {
  it('ends stamps at the end of the local day M months after the last visit', () => {
    // 23:30 on 31 January in New York is 1 February in UTC: the store's date counts.
    const card = {
      stamps: 3,
      lastActivityAt: new Date('2027-02-01T04:30:00Z'),
      rewardReadyAt: null,
    };
    const { stamps } = cardExpiry(
      card,
      10,
      rules({ stampExpiryMonths: 1, timeZone: 'America/New_York' }),
    );
    // 31 January + 1 month is the last day of February; gone at New York's midnight after it.
    expect(stamps?.goneAt.toISOString()).toBe('2027-03-01T05:00:00.000Z');
    expect(lastMomentIso(stamps!, 'America/New_York')).toBe('2027-02-28T23:59:59.999-05:00');
  });

  it('counts a daylight-saving day in the store zone', () => {
    // Berlin moves to summer time on 28 March 2027: the day after starts at +02:00.
    const card = {
      stamps: 10,
      lastActivityAt: null,
      rewardReadyAt: new Date('2027-03-20T12:00:00Z'),
    };
    const { reward } = cardExpiry(
      card,
      10,
      rules({ rewardExpiryDays: 8, timeZone: 'Europe/Berlin' }),
    );
    expect(reward?.goneAt.toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(lastMomentIso(reward!, 'Europe/Berlin')).toBe('2027-03-28T23:59:59.999+02:00');
    expect(startOfLocalDay({ year: 2027, month: 3, day: 28 }, 'Europe/Berlin').toISOString()).toBe(
      '2027-03-27T23:00:00.000Z',
    );
  });

  it('expires nothing without a rule, without stamps toward the next reward, or without a ready reward', () => {
    const visited = new Date('2027-01-10T10:00:00Z');
    expect(
      cardExpiry({ stamps: 3, lastActivityAt: visited, rewardReadyAt: null }, 10, rules()),
    ).toEqual({
      stamps: null,
      reward: null,
    });
    // A full card: its stamps are the reward's, which has no rule here.
    const full = { stamps: 10, lastActivityAt: visited, rewardReadyAt: visited };
    expect(cardExpiry(full, 10, rules({ stampExpiryMonths: 1 }))).toEqual({
      stamps: null,
      reward: null,
    });
  });

  it('shows the card as at a moment: what expired is gone from that instant on', () => {
    const card = {
      stamps: 13,
      lastActivityAt: new Date('2027-01-10T10:00:00Z'),
      rewardReadyAt: new Date('2027-01-05T10:00:00Z'),
    };
    const both = rules({ stampExpiryMonths: 1, rewardExpiryDays: 30 });
    // The reward's last day is 4 February, the stamps' 10 February (UTC).
    expect(cardAt(card, 10, both, new Date('2027-02-04T23:59:59Z')).stamps).toBe(13);
    const afterReward = cardAt(card, 10, both, new Date('2027-02-05T00:00:00Z'));
    expect(afterReward).toMatchObject({ stamps: 3, rewardReadyAt: null });
    expect(afterReward.expiry.reward).toBeNull();
    expect(cardAt(card, 10, both, new Date('2027-02-11T00:00:00Z')).stamps).toBe(0);
  });
});
