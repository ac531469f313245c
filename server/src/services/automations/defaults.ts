import {
  AUTOMATION_KINDS,
  type AutomationKind,
  type AutomationRow,
  type OfferKind,
} from '../../db/schema';

/** One automation's settings, saved or default (docs/product.md, "Automations"). */
export interface AutomationSettings {
  kind: AutomationKind;
  enabled: boolean;
  offerKind: OfferKind;
  offerStamps: number;
  offerValidDays: number;
  daysBefore: number;
  idleDays: number;
  holdoutPercent: number;
}

/** The columns' defaults: off, one bonus stamp valid 30 days, 10 % held out. */
export function defaultAutomation(kind: AutomationKind): AutomationSettings {
  return {
    kind,
    enabled: false,
    offerKind: 'bonus_stamps',
    offerStamps: 1,
    offerValidDays: 30,
    daysBefore: 7,
    idleDays: 14,
    holdoutPercent: 10,
  };
}

/** The four automations of a store, saved rows first, defaults for the others, in kind order. */
export function automationsOf(
  rows: AutomationRow[],
): (AutomationSettings & { id: string | null })[] {
  return AUTOMATION_KINDS.map((kind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return row ? { ...row, id: row.id } : { ...defaultAutomation(kind), id: null };
  });
}
