/**
 * The lift of a message on the return rate (docs/product.md, "Automations"): the difference of two
 * proportions, messaged minus held out, with a 95 % confidence interval by the normal
 * approximation and the unpooled standard error. Pure, so its figures are tested by hand.
 */

/** Below this many customers (matured) in either group, the figures are "not enough data yet". */
export const MIN_GROUP_SIZE = 30;

/** z for a two-sided 95 % interval. */
const Z_95 = 1.959964;

export interface GroupCounts {
  /** Customers whose 30 days are over. */
  size: number;
  /** Of them, those who came back within the 30 days. */
  returned: number;
}

export interface Lift {
  /** Return rate of the messaged group (0..1), null when it is empty. */
  messaged_rate: number | null;
  holdout_rate: number | null;
  /** messaged_rate − holdout_rate, null when a group is empty. */
  lift: number | null;
  /** 95 % confidence interval of the lift: [low, high]; null when a group is empty. */
  ci_low: number | null;
  ci_high: number | null;
  /** Both groups have at least MIN_GROUP_SIZE customers. */
  enough_data: boolean;
}

export function liftOf(messaged: GroupCounts, holdout: GroupCounts): Lift {
  const enough = messaged.size >= MIN_GROUP_SIZE && holdout.size >= MIN_GROUP_SIZE;
  if (messaged.size === 0 || holdout.size === 0) {
    return {
      messaged_rate: messaged.size ? messaged.returned / messaged.size : null,
      holdout_rate: holdout.size ? holdout.returned / holdout.size : null,
      lift: null,
      ci_low: null,
      ci_high: null,
      enough_data: false,
    };
  }
  const p1 = messaged.returned / messaged.size;
  const p2 = holdout.returned / holdout.size;
  const lift = p1 - p2;
  const se = Math.sqrt((p1 * (1 - p1)) / messaged.size + (p2 * (1 - p2)) / holdout.size);
  return {
    messaged_rate: p1,
    holdout_rate: p2,
    lift,
    ci_low: lift - Z_95 * se,
    ci_high: lift + Z_95 * se,
    enough_data: enough,
  };
}
