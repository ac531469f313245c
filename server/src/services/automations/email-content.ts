import type { OfferKind } from '../../db/schema';

/** What a message is about, for its words. */
export interface MessageFacts {
  /** An automation's kind, or `one_off`. */
  kind: string;
  storeName: string;
  firstName: string;
  offerKind: OfferKind | null;
  offerStamps: number | null;
  offerValidUntil: Date | null;
  /** The store's time zone, for the offer's last day. */
  timeZone: string;
  /** A one-off message's own subject and text. */
  subject?: string;
  body?: string;
  /** Where the button goes (tracked), and the one-click unsubscribe page. */
  clickUrl: string;
  unsubscribeUrl: string;
}

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  /** The push notification's short form. */
  pushTitle: string;
  pushBody: string;
}

/** "12 Dec" in the store's calendar. */
function dayOf(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone }).format(
    date,
  );
}

/** "+1 stamp on your next visit, until 12 Dec", or null without an offer. */
export function offerLine(facts: MessageFacts): string | null {
  if (!facts.offerKind || facts.offerKind === 'none') return null;
  const what =
    facts.offerKind === 'reward'
      ? 'a free reward on your next visit'
      : `+${facts.offerStamps} stamp${facts.offerStamps === 1 ? '' : 's'} on your next visit`;
  return facts.offerValidUntil
    ? `${what}, until ${dayOf(facts.offerValidUntil, facts.timeZone)}`
    : what;
}

function headlineOf(facts: MessageFacts): { subject: string; lead: string } {
  const shop = facts.storeName;
  switch (facts.kind) {
    case 'win_back':
      return { subject: `We miss you at ${shop}`, lead: `It has been a while: come and see us.` };
    case 'birthday':
      return {
        subject: `Happy birthday from ${shop}`,
        lead: `Happy birthday, ${facts.firstName}!`,
      };
    case 'near_reward':
      return {
        subject: `You are almost there at ${shop}`,
        lead: `One more visit and your reward is yours.`,
      };
    case 'expiry_reminder':
      return {
        subject: `Your stamps at ${shop} expire soon`,
        lead: `Your stamps or reward at ${shop} expire in a few days: use them on your next visit.`,
      };
    default:
      return { subject: facts.subject ?? shop, lead: facts.body ?? '' };
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Short and friendly: who writes, the offer, one button, the unsubscribe link. */
export function renderMessage(facts: MessageFacts): RenderedMessage {
  const { subject, lead } = headlineOf(facts);
  const offer = offerLine(facts);
  const offerSentence = offer ? `${facts.storeName}: ${offer}.` : null;
  const subjectLine = offer && facts.kind !== 'one_off' ? `${subject}: ${offer}` : subject;
  const text = [
    `Hi ${facts.firstName},`,
    '',
    lead,
    ...(offerSentence ? ['', offerSentence] : []),
    '',
    `See your card: ${facts.clickUrl}`,
    '',
    `Do not want these emails from ${facts.storeName}? Unsubscribe: ${facts.unsubscribeUrl}`,
  ].join('\n');
  const html = [
    `<p>Hi ${escape(facts.firstName)},</p>`,
    `<p>${escape(lead)}</p>`,
    offerSentence ? `<p><strong>${escape(offerSentence)}</strong></p>` : '',
    `<p><a href="${escape(facts.clickUrl)}">See your card</a></p>`,
    `<p style="font-size:12px;color:#666">Do not want these emails from ${escape(facts.storeName)}? <a href="${escape(facts.unsubscribeUrl)}">Unsubscribe</a></p>`,
  ].join('\n');
  return {
    subject: subjectLine,
    text,
    html,
    pushTitle: subject,
    pushBody: offerSentence ?? lead,
  };
}
