/** How a count moved against the period before: what a KPI card says under its number. */
export type KpiChange =
  | { kind: 'up' | 'down'; percent: number }
  | { kind: 'flat' }
  /** Nothing in the period before, something now. */
  | { kind: 'new' };

/** The change from `previous` to `current`, in whole percent (docs/product.md, "The merchant's dashboard"). */
export function kpiChange(current: number, previous: number): KpiChange {
  if (previous === 0) return current === 0 ? { kind: 'flat' } : { kind: 'new' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { kind: 'flat' };
  return percent > 0 ? { kind: 'up', percent } : { kind: 'down', percent: -percent };
}

/** The change as the card writes it: "+12 %", "−5 %" (a real minus), "New", "0 %". */
export function kpiChangeText(change: KpiChange): string {
  switch (change.kind) {
    case 'up':
      return `+${change.percent} %`;
    case 'down':
      return `\u2212${change.percent} %`;
    case 'new':
      return 'New';
    case 'flat':
      return '0 %';
  }
}
