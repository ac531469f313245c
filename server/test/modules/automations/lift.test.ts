import { liftOf, MIN_GROUP_SIZE } from '../../../src/services/automations/lift';

describe('the lift of a message on the return rate', () => {
  it('is the difference of the two return rates with the unpooled 95 % interval', () => {
    // Messaged: 60 of 200 came back (0.30); held out: 10 of 50 (0.20). Lift 0.10.
    // SE = sqrt(0.3·0.7/200 + 0.2·0.8/50) = sqrt(0.00105 + 0.0032) = sqrt(0.00425) = 0.065192
    // CI = 0.10 ± 1.959964 × 0.065192 = 0.10 ± 0.127774 → [-0.027774, 0.227774]
    const lift = liftOf({ size: 200, returned: 60 }, { size: 50, returned: 10 });
    expect(lift.messaged_rate).toBeCloseTo(0.3, 10);
    expect(lift.holdout_rate).toBeCloseTo(0.2, 10);
    expect(lift.lift).toBeCloseTo(0.1, 10);
    expect(lift.ci_low).toBeCloseTo(-0.027774, 5);
    expect(lift.ci_high).toBeCloseTo(0.227774, 5);
    expect(lift.enough_data).toBe(true);
  });

  it('a clear effect has an interval above zero', () => {
    // 450/1000 against 30/100: lift 0.15; SE = sqrt(0.2475/1000 + 0.21/100) = sqrt(0.0023475)
    // = 0.048451; CI = 0.15 ± 0.094962 → [0.055038, 0.244962]
    const lift = liftOf({ size: 1000, returned: 450 }, { size: 100, returned: 30 });
    expect(lift.ci_low).toBeCloseTo(0.055038, 5);
    expect(lift.ci_high).toBeCloseTo(0.244962, 5);
  });

  it(`says not enough data below ${MIN_GROUP_SIZE} in either group, with the figures still given`, () => {
    const lift = liftOf({ size: 300, returned: 90 }, { size: MIN_GROUP_SIZE - 1, returned: 5 });
    expect(lift.enough_data).toBe(false);
    expect(lift.lift).toBeCloseTo(0.3 - 5 / 29, 10);
    expect(liftOf({ size: 30, returned: 3 }, { size: 30, returned: 3 }).enough_data).toBe(true);
  });

  it('an empty group has no rate and no lift', () => {
    expect(liftOf({ size: 10, returned: 5 }, { size: 0, returned: 0 })).toEqual({
      messaged_rate: 0.5,
      holdout_rate: null,
      lift: null,
      ci_low: null,
      ci_high: null,
      enough_data: false,
    });
  });
});
