import { HEALED_TEXTS, type MissingItem, missingItemTexts } from '@inkbook/contracts/aftercare-rules';
import type { BookingSession } from '@inkbook/contracts/booking';
import { appPaths, recipientInquiryPath } from '../notifications/app-paths';
import { BOOKING_ICS } from '../notifications/booking.drafts';
import { draft, firstName, type UrlOf } from '../notifications/notification.drafts';
import { dayAndTime, namedSpan } from '../notifications/zoned-time';
import type { NotificationDraft } from '../ports';
import type { BookingSnapshot } from './reminder.table';

// What reminders, aftercare and the healing check-in say (issue 24 items 3–5). Times are the booking's zone's,
// named; every link is absolute.

/** A session with its time (only those are reminded of). */
export type TimedSession = BookingSession & { start: string; end: string };

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const recipientOf = (booking: Pick<BookingSnapshot, 'recipientName'>) =>
  booking.recipientName.trim() || 'your artist';

/** 'tattoo' for a one-session booking, 'session 2' when there are several. */
const sessionWord = (booking: Pick<BookingSnapshot, 'sessions'>, session: TimedSession) =>
  booking.sessions.length > 1 ? `session ${session.n}` : 'tattoo';

const touchupDetails = ({ policy }: Pick<BookingSnapshot, 'policy'>) => {
  const touchup = policy.touchup?.trim();
  return touchup ? [{ label: 'Touch-up policy', value: touchup }] : [];
};

/**
 * The client's reminder before a session: when (in the booking's zone), where, with whom, the session's .ics, and
 * each item still missing with a link to the step of the booking page where it is done.
 */
export function clientReminder(
  booking: BookingSnapshot,
  session: TimedSession,
  missing: readonly MissingItem[],
  ics: string,
  url: UrlOf,
): NotificationDraft {
  const recipient = recipientOf(booking);
  const what = sessionWord(booking, session);
  const when = dayAndTime(session.start, booking.timeZone);
  const link = appPaths.myInquiry(booking.inquiryId);
  const title = `Reminder: your ${what} with ${recipient}`;
  const todo = missing.map((item) => `${missingItemTexts[item].label}.`);
  const body = [`${when} at ${booking.location}.`, ...todo].join(' ');
  return draft('reminders', title, body, link, {
    subject: `${title} on ${when}`,
    preview: body,
    heading: `Your ${what} with ${recipient} is coming up`,
    paragraphs: [
      `Your ${what} with ${recipient} is on ${namedSpan(session.start, session.end, booking.timeZone)}, at ${booking.location}.`,
      missing.length > 0
        ? `Still missing before then: ${missing.map((item) => lowerFirst(missingItemTexts[item].label)).join(', and ')}. The links below take you there.`
        : 'Nothing is missing: see you there!',
      'The appointment is attached: open it to add it to your calendar.',
    ],
    details: [
      { label: 'When', value: namedSpan(session.start, session.end, booking.timeZone) },
      { label: 'Where', value: booking.location },
      { label: 'With', value: recipient },
    ],
    action: { label: 'Open the booking', url: url(link) },
    links: missing.map((item) => ({
      label: missingItemTexts[item].label,
      url: url(appPaths.myInquiryStep(booking.inquiryId, missingItemTexts[item].anchor)),
    })),
    attachments: [{ ...BOOKING_ICS, content: ics }],
  });
}

/** The recipient's reminder, 24 hours before a session, that the client has not signed the consent form. */
export function recipientConsentReminder(
  booking: BookingSnapshot,
  session: TimedSession,
  missing: readonly MissingItem[],
  url: UrlOf,
): NotificationDraft {
  const client = firstName(booking.clientName);
  const when = dayAndTime(session.start, booking.timeZone);
  const link = recipientInquiryPath(booking.inquiryKind, booking.inquiryId);
  const title = `${client} has not signed the consent form yet`;
  const deposit = missing.includes('deposit') ? ' The deposit has not been received yet either.' : '';
  const body = `Their ${sessionWord(booking, session)} is on ${when}.${deposit}`;
  return draft('reminders', title, body, link, {
    subject: title,
    preview: body,
    heading: title,
    paragraphs: [
      `${client}'s ${sessionWord(booking, session)} is on ${namedSpan(session.start, session.end, booking.timeZone)}, and their consent form is not signed yet.${deposit}`,
      'They sign it online from their booking; you can remind them in the conversation.',
    ],
    details: [
      { label: 'When', value: namedSpan(session.start, session.end, booking.timeZone) },
      { label: 'Where', value: booking.location },
      { label: 'Client', value: booking.clientName.trim() || client },
    ],
    action: { label: 'Open the booking', url: url(link) },
  });
}

/** The recipient's aftercare text as paragraphs: a blank line starts a new one. */
export const aftercareParagraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** After a session: the client gets the recipient's aftercare (or the default) and the touch-up policy. */
export function aftercareDraft(
  booking: Pick<BookingSnapshot, 'inquiryId' | 'recipientName' | 'policy'>,
  aftercare: string,
  url: UrlOf,
): NotificationDraft {
  const recipient = recipientOf(booking);
  const link = appPaths.myInquiry(booking.inquiryId);
  const title = `Aftercare for your tattoo with ${recipient}`;
  const body = 'How to look after your new tattoo while it heals.';
  return draft('bookings', title, body, link, {
    subject: title,
    preview: body,
    heading: 'Looking after your new tattoo',
    paragraphs: [
      `Thanks for getting tattooed with ${recipient}! Here is how to look after it while it heals.`,
      ...aftercareParagraphs(aftercare),
    ],
    details: touchupDetails(booking),
    action: { label: 'Open the booking', url: url(link) },
  });
}

/** Some weeks after the last session: how is it healing? A healed photo, or a touch-up, on the check-in page. */
export function checkInDraft(
  booking: Pick<BookingSnapshot, 'inquiryId' | 'recipientName' | 'policy'>,
  url: UrlOf,
): NotificationDraft {
  const recipient = recipientOf(booking);
  const link = appPaths.healingCheckIn(booking.inquiryId);
  const body = `Send ${recipient} a healed photo, or ask for a touch-up if it needs one.`;
  return draft('bookings', HEALED_TEXTS.checkInTitle, body, link, {
    subject: `How is your tattoo with ${recipient} healing?`,
    preview: body,
    heading: HEALED_TEXTS.checkInTitle,
    paragraphs: [
      `Your tattoo with ${recipient} should have settled by now. A photo of it healed shows how it turned out.`,
      'If a line or a patch did not heal as it should, ask for a touch-up.',
    ],
    details: touchupDetails(booking),
    action: { label: HEALED_TEXTS.sendPhoto, url: url(link) },
    links: [{ label: HEALED_TEXTS.askTouchup, url: url(link) }],
  });
}
