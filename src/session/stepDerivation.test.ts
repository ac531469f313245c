import { DEMO_STEP_STATUS } from '../features/onboarding/demoSession';
import type { StepStatus } from './sessionTypes';
import { deriveOnboardingStep, isRegisteredAt, isStepStatusFresh } from './stepDerivation';

const withCompleted = (flags: [boolean, boolean, boolean]): StepStatus => {
  const d = DEMO_STEP_STATUS.step_details;
  return {
    ...DEMO_STEP_STATUS,
    step_details: {
      step_1: { ...d.step_1, completed: flags[0] },
      step_2: { ...d.step_2, completed: flags[1] },
      step_3: { ...d.step_3, completed: flags[2] },
    },
  };
};

describe('step derivation', () => {
  it('is 1 without a step status', () => {
    expect(deriveOnboardingStep(null)).toBe(1);
    expect(deriveOnboardingStep(undefined)).toBe(1);
  });

  it.each([
    [[false, false, false], 1],
    [[true, false, false], 2],
    [[true, true, false], 3],
    [[true, false, true], 2],
    [[false, true, true], 1],
    [[true, true, true], 4],
  ] as Array<[[boolean, boolean, boolean], number]>)(
    'is the first incomplete step: %j gives %i',
    (flags, step) => {
      expect(deriveOnboardingStep(withCompleted(flags))).toBe(step);
    },
  );

  it('counts as registered past registration step 1', () => {
    expect(isRegisteredAt(1)).toBe(false);
    expect(isRegisteredAt(2)).toBe(true);
  });

  it('keeps a step status for 5 minutes', () => {
    const fetched = 1_000_000;
    expect(isStepStatusFresh(fetched, fetched + 299_999)).toBe(true);
    expect(isStepStatusFresh(fetched, fetched + 300_000)).toBe(false);
    expect(isStepStatusFresh(null, fetched)).toBe(false);
  });
});
