import type { AutomationResults, BroadcastRecord } from '../../api/automations';
import { formatDate } from '../../lib/viewerFormat';
import type { ResultRow } from './AutomationResults';
import { AUTOMATION_ORDER, AUTOMATION_TEXTS, type AutomationKind } from './automationTexts';

const isAutomation = (kind: string): kind is AutomationKind =>
  (AUTOMATION_ORDER as readonly string[]).includes(kind);

/** A one-off message's name on the results: its subject and the day it went out. */
function oneOffName(id: string, broadcasts: readonly BroadcastRecord[]): string {
  const sent = broadcasts.find((broadcast) => broadcast.id === id);
  return sent ? `“${sent.subject}”, ${formatDate(sent.created_at)}` : 'One-off message';
}

/**
 * The server's figures as the page's rows: automations in the page's order, then the one-off
 * messages, newest first as the server lists them.
 */
export function resultRowsOf(
  { min_group_size: minimum, results }: AutomationResults,
  broadcasts: readonly BroadcastRecord[] = [],
): ResultRow[] {
  const rank = (kind: string) => (isAutomation(kind) ? AUTOMATION_ORDER.indexOf(kind) : 99);
  return [...results]
    .sort((a, b) => rank(a.kind) - rank(b.kind))
    .map((result) => ({
      key: result.id,
      name:
        result.source === 'automation' && isAutomation(result.kind)
          ? AUTOMATION_TEXTS[result.kind].title
          : oneOffName(result.id, broadcasts),
      eligible: result.eligible,
      sent: result.sent,
      delivered: result.delivered,
      clicked: result.clicked,
      messaged: result.messaged.size,
      returned: result.messaged.returned,
      returnRate: result.messaged.rate,
      heldOut: result.holdout.size,
      heldOutReturned: result.holdout.returned,
      heldOutRate: result.holdout.rate,
      lift:
        result.lift !== null && result.ci_low !== null && result.ci_high !== null
          ? { estimate: result.lift, low: result.ci_low, high: result.ci_high }
          : null,
      enoughData: result.enough_data,
      minimum,
      maturing: result.maturing,
    }));
}
