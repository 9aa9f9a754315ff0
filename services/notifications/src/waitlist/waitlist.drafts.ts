import type { WaitlistEntryEvent } from '@inkbook/contracts/availability';
import { monthOf, WAITLIST_INVITE_DAYS } from '@inkbook/contracts/availability-rules';
import { appPaths } from '../notifications/app-paths';
import { draft, firstName, sizeText, textPreview, type UrlOf } from '../notifications/notification.drafts';
import { namedTime } from '../notifications/zoned-time';

// The waitlist's emails (issue 26). Their person may have no account, so every email carries the leave link (the
// entry's single-use token); the bell's item, for one who has an account, links to the profile and never to a
// token (tokens reach no browser but through the email).

type Recipient = WaitlistEntryEvent['recipient'];

const profilePath = ({ kind, handle }: Recipient) =>
  kind === 'artist' ? appPaths.artistProfile(handle) : appPaths.studioProfile(handle);
const invitePath = (recipient: Recipient, token: string) =>
  `${profilePath(recipient)}?invite=${encodeURIComponent(token)}`;
const leaveLink = (event: WaitlistEntryEvent, url: UrlOf) => ({
  label: 'Leave the waitlist',
  url: url(appPaths.leaveWaitlist(event.leaveToken)),
});

const waitingFor = ({ name }: Recipient) => `you joined ${name}'s waitlist on Inkbook`;

/** What they asked for: the idea, and the size and months when they gave them. */
function asked({ entry }: WaitlistEntryEvent) {
  const months = entry.preferredMonths.map((month) => monthOf(`${month}-01`));
  return [
    { label: 'Your idea', value: textPreview(entry.idea) },
    ...(entry.size ? [{ label: 'Size', value: sizeText(entry.size) }] : []),
    ...(months.length > 0 ? [{ label: 'Preferred months', value: months.join(', ') }] : []),
  ];
}

export function waitlistJoined(event: WaitlistEntryEvent, url: UrlOf) {
  const { name } = event.recipient;
  const title = `You're on ${name}'s waitlist`;
  const body = `We will email you when ${name}'s books open.`;
  return draft('inquiries', title, body, profilePath(event.recipient), {
    subject: title,
    preview: body,
    heading: `Thanks, ${firstName(event.entry.name)}!`,
    paragraphs: [
      `You're on ${name}'s waitlist. You will hear from us as soon as their books open, or when they invite you to send an inquiry.`,
    ],
    details: asked(event),
    action: { label: 'See their profile', url: url(profilePath(event.recipient)) },
    reason: waitingFor(event.recipient),
    links: [leaveLink(event, url)],
  });
}

/** To the profile's owner: someone is waiting (their dashboard lists the waitlist). */
export function waitlistJoinedOwner(event: WaitlistEntryEvent, url: UrlOf) {
  const title = 'Someone joined your waitlist';
  const link = event.recipient.kind === 'artist' ? appPaths.artistDashboard : appPaths.studioDashboard;
  const body = `${firstName(event.entry.name)}: “${textPreview(event.entry.idea)}”`;
  return draft('inquiries', title, body, link, {
    subject: title,
    preview: body,
    heading: title,
    paragraphs: [`${firstName(event.entry.name)} joined ${event.recipient.name}'s waitlist.`],
    details: asked(event).map((d) => (d.label === 'Your idea' ? { ...d, label: 'Idea' } : d)),
    action: { label: 'Open your dashboard', url: url(link) },
  });
}

export function waitlistInvited(event: WaitlistEntryEvent, url: UrlOf) {
  const { recipient, entry, inviteToken } = event;
  const title = `${recipient.name} invited you to send an inquiry`;
  const until = entry.inviteExpiresAt ? namedTime(entry.inviteExpiresAt, 'UTC') : null;
  const validity = `The invite works for ${WAITLIST_INVITE_DAYS} days${until ? `, until ${until}` : ''}.`;
  const link = inviteToken ? invitePath(recipient, inviteToken) : profilePath(recipient);
  return draft('inquiries', title, validity, profilePath(recipient), {
    subject: title,
    preview: validity,
    heading: `Good news, ${firstName(entry.name)}!`,
    paragraphs: [
      `${recipient.name} has a spot for you: send them your inquiry, even while their books are closed.`,
      validity,
    ],
    details: asked(event),
    action: { label: 'Send your inquiry', url: url(link) },
    links: [leaveLink(event, url)],
    reason: waitingFor(recipient),
  });
}

/**
 * Seconds between two reopening emails of one waitlist: they go one after another in the order people joined
 * (each event's `position`), so the first to join hears first, whatever the mail workers' concurrency.
 */
export const REOPENING_EMAIL_SPACING_SECONDS = 2;

export function waitlistBooksOpened(event: WaitlistEntryEvent, url: UrlOf) {
  const { name } = event.recipient;
  const title = `${name}'s books are open`;
  const body = `${name} is taking inquiries again: send yours before the spots are gone.`;
  const link = profilePath(event.recipient);
  const opened = draft('bookings', title, body, link, {
    subject: title,
    preview: body,
    heading: title,
    paragraphs: [`Hi ${firstName(event.entry.name)}, ${body}`],
    action: { label: 'Send your inquiry', url: url(link) },
    links: [leaveLink(event, url)],
    reason: waitingFor(event.recipient),
  });
  return {
    ...opened,
    emailAfterSeconds: Math.max(event.entry.position - 1, 0) * REOPENING_EMAIL_SPACING_SECONDS,
  };
}
