import { formatNumber } from '../../lib/viewerFormat';

/** A lift and its 95 % confidence interval, as shares (0.082 for 8.2 points). */
export interface Lift {
  estimate: number;
  low: number;
  high: number;
}

/** "23.4 %": a share, in the viewer's words. */
export function formatRate(share: number | null): string {
  if (share === null) return '—';
  return formatNumber(share, { style: 'percent', maximumFractionDigits: 1 });
}

/** "+8.2 pts", "−1.5 pts": a difference of two shares, in percentage points, always signed. */
export function formatPoints(share: number): string {
  const points = formatNumber(share * 100, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  return `${points} pts`;
}

/**
 * What a lift means, in a sentence a merchant reads: whether the messages brought customers back
 * beyond what the holdout did by itself, given the interval.
 */
export function liftVerdict(lift: Lift): 'more' | 'fewer' | 'unclear' {
  if (lift.low > 0) return 'more';
  if (lift.high < 0) return 'fewer';
  return 'unclear';
}

export const VERDICT_TEXT: Record<ReturnType<typeof liftVerdict>, string> = {
  more: 'The messages brought customers back.',
  fewer: 'Fewer customers came back after a message than without one.',
  unclear: 'No clear effect yet: the interval includes zero.',
};
