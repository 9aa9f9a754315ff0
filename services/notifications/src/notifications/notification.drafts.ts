import { budgetText } from '@inkbook/contracts/budget';
import type { ClaimStatus } from '@inkbook/contracts/claim';
import type { EventPayload } from '@inkbook/contracts/events';
import type { ArtistInquiry, StudioInquiry } from '@inkbook/contracts/inquiry';
import type { NotificationCategory } from '@inkbook/contracts/notification';
import { placementAreaLabel, tattooSizes } from '@inkbook/contracts/tattoo-options';
import type { EmailContent, NotificationDraft } from '../ports';
import { appPaths } from './app-paths';

// What each notification says, in the bell and by email (issue 22's table; wording warm and short). Never a
// password, a session, or another person's private notes (an artist's notes on an inquiry are not read here).

/** Absolute URL of a web app path (PUBLIC_URL): every link in an email is one. */
export type UrlOf = (path: string) => string;
export type ProfileKind = 'artist' | 'studio';

export const SUBMISSION_REVIEW =
  'Our team will review your submission and get back to you within 24–48 hours.';
export const NEEDS_UPDATES = 'Your profile needs updates. Please edit and resubmit.';
export const PREVIEW_LENGTH = 140;

export const draft = (
  category: NotificationCategory,
  title: string,
  body: string,
  link: string,
  email: EmailContent,
): NotificationDraft => ({ category, title, body, link, email });

const dashboardOf = (kind: ProfileKind) =>
  kind === 'artist' ? appPaths.artistDashboard : appPaths.studioDashboard;

export function applicationReceived(kind: ProfileKind, name: string, url: UrlOf) {
  const link = dashboardOf(kind);
  return draft(
    'applications',
    'We received your application',
    `Thanks for applying, ${name}! ${SUBMISSION_REVIEW}`,
    link,
    {
      subject: 'We received your Inkbook application',
      preview: SUBMISSION_REVIEW,
      heading: 'Thanks for applying!',
      paragraphs: [`Your application for ${name} is in.`, SUBMISSION_REVIEW],
      action: { label: 'Open your dashboard', url: url(link) },
    },
  );
}

export function applicationToReview(kind: ProfileKind, name: string, location: string, url: UrlOf) {
  const title = `New ${kind} application: ${name}`;
  return draft('applications', title, `${name} (${location}) is waiting for a review.`, appPaths.admin, {
    subject: title,
    preview: `${name} from ${location} applied as ${kind === 'artist' ? 'an artist' : 'a studio'}.`,
    heading: `${name} would like to join Inkbook`,
    paragraphs: [`A new ${kind} application from ${location} is waiting for a review.`],
    action: { label: 'Review applications', url: url(appPaths.admin) },
  });
}

export function profileApproved(kind: ProfileKind, name: string, publicPath: string, url: UrlOf) {
  const body = `${name} is live: clients can now find you and send inquiries.`;
  return draft('applications', 'Your profile is live', body, publicPath, {
    subject: 'Your Inkbook profile is live',
    preview: body,
    heading: 'Welcome to Inkbook!',
    paragraphs: [`Great news: ${name} is approved and live.`, 'Clients can now find you and send inquiries.'],
    action: { label: 'See your public profile', url: url(publicPath) },
    links: [{ label: 'Open your dashboard', url: url(dashboardOf(kind)) }],
  });
}

/** `reason`: the admin's, when they gave one (issue 25), in the email as on the dashboard. */
export function profileRejected(name: string, editPath: string, url: UrlOf, reason?: string) {
  return draft('applications', 'Your profile needs updates', NEEDS_UPDATES, editPath, {
    subject: 'Your Inkbook profile needs updates',
    preview: NEEDS_UPDATES,
    heading: 'Almost there',
    paragraphs: [
      `Thanks for applying with ${name}.`,
      NEEDS_UPDATES,
      ...(reason ? [`The reviewer's note: ${reason}`] : []),
    ],
    action: { label: 'Edit your profile', url: url(editPath) },
  });
}

type AnyInquiry = ArtistInquiry | StudioInquiry;

export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || 'A client';

/** A text's first 140 characters, on one line (an inquiry's idea, a message). */
export const textPreview = (full: string) => {
  const text = full.trim().replace(/\s+/g, ' ');
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…` : text;
};

export const sizeText = (size: string) => {
  const known = tattooSizes.find((s) => s.value === size);
  return known ? `${known.label} (${known.inches})` : size;
};

/** Size, placement and budget, as the client gave them. */
function summary(inquiry: AnyInquiry) {
  return [
    { label: 'Size', value: sizeText(inquiry.size) },
    {
      label: 'Placement',
      value: inquiry.placementAreas.map(placementAreaLabel).join(', ') || 'Not specified',
    },
    { label: 'Budget', value: budgetText(inquiry.budgetMin, inquiry.budgetMax) },
  ];
}

/** An artist inquiry carries the quote computed when it arrived; a studio inquiry has none. */
const quoteOf = (inquiry: AnyInquiry) =>
  'aiEstimateRange' in inquiry && inquiry.aiEstimateRange
    ? [{ label: 'Quote', value: inquiry.aiEstimateRange }]
    : [];

export function inquiryReceived(inquiry: AnyInquiry, inquiryPath: string, url: UrlOf) {
  const name = firstName(inquiry.fullName);
  const idea = textPreview(inquiry.concept);
  const title = `New inquiry from ${name}`;
  return draft('inquiries', title, idea, inquiryPath, {
    subject: title,
    preview: idea,
    heading: `${name} would love to get tattooed by you`,
    paragraphs: [`“${idea}”`, 'Clients hear back within 24 hours on Inkbook: a quick reply goes a long way.'],
    details: [...summary(inquiry), ...quoteOf(inquiry)],
    action: { label: 'Open the inquiry', url: url(inquiryPath) },
  });
}

export function inquirySent(inquiry: AnyInquiry, recipientName: string, url: UrlOf) {
  const idea = textPreview(inquiry.concept);
  const title = `Your inquiry to ${recipientName} was sent`;
  return draft('inquiries', title, idea, appPaths.myInquiries, {
    subject: `Your inquiry to ${recipientName} is on its way`,
    preview: `${recipientName} usually replies within 24 hours.`,
    heading: `Thanks, ${firstName(inquiry.fullName)}!`,
    paragraphs: [
      `${recipientName} has your inquiry and usually replies within 24 hours.`,
      `Your idea: “${idea}”`,
    ],
    details: summary(inquiry),
    action: { label: 'Follow your inquiries', url: url(appPaths.myInquiries) },
  });
}

export function studioAnswered(inquiry: StudioInquiry, studioName: string, url: UrlOf) {
  const accepted = inquiry.status === 'approved';
  const title = accepted ? `${studioName} accepted your inquiry` : `${studioName} declined your inquiry`;
  const reply = inquiry.response?.trim();
  const body =
    reply || (accepted ? 'They will be in touch about the next steps.' : 'Thanks for thinking of them.');
  return draft('inquiries', title, body, appPaths.myInquiries, {
    subject: title,
    preview: body,
    heading: accepted ? 'Good news!' : 'An answer to your inquiry',
    paragraphs: [
      accepted
        ? `${studioName} approved your inquiry: “${textPreview(inquiry.concept)}”.`
        : `${studioName} declined your inquiry: “${textPreview(inquiry.concept)}”.`,
      ...(reply ? [`Their reply: “${reply}”`] : []),
      ...(accepted ? [] : ['There are many great artists on Inkbook: your idea will find its home.']),
    ],
    action: { label: 'See your inquiries', url: url(appPaths.myInquiries) },
  });
}

type MessageCreated = EventPayload<'inquiries.message.created'>;

/** Who wrote, as the other side knows them: a client by first name, an artist or a studio by its name. */
const senderOf = ({ author }: MessageCreated) =>
  author.role === 'client' ? firstName(author.name) : author.name.trim() || 'Inkbook';

/**
 * The other side of a conversation hears of each message (`inquiryPath`: where they read and reply); its email is
 * throttled per conversation (ports.ts `emailThrottle`).
 */
export function messageReceived(message: MessageCreated, inquiryPath: string, url: UrlOf): NotificationDraft {
  const sender = senderOf(message);
  const title = `New message from ${sender}`;
  const preview = textPreview(message.body);
  const photos = message.attachments.length;
  return {
    ...draft('messages', title, preview, inquiryPath, {
      subject: title,
      preview,
      heading: `${sender} sent you a message`,
      paragraphs: [
        `“${message.body.trim()}”`,
        ...(photos > 0 ? [photos === 1 ? 'A photo is attached.' : `${photos} photos are attached.`] : []),
        'Reply on Inkbook: the whole conversation is there.',
      ],
      action: { label: 'Read and reply', url: url(inquiryPath) },
    }),
    emailThrottle: { inquiryId: message.inquiryId, at: message.createdAt },
  };
}

export type ClaimSide = 'artist' | 'studio';
const claimsPathOf = (side: ClaimSide) => (side === 'artist' ? appPaths.artistClaims : appPaths.studioClaims);

/** The side that must answer a claim hears who asks. */
export function claimAsked(
  asked: ClaimSide,
  names: { artist: string; studio: string },
  message: string | null,
  url: UrlOf,
) {
  const title =
    asked === 'artist'
      ? `${names.studio} would like to list you as one of their artists`
      : `${names.artist} says they work at ${names.studio}`;
  const body =
    asked === 'artist' ? 'Confirm or decline in your dashboard.' : 'Verify or decline in your dashboard.';
  const link = claimsPathOf(asked);
  return draft('claims', title, body, link, {
    subject: title,
    preview: body,
    heading: 'A verification request',
    paragraphs: [title, ...(message?.trim() ? [`Their message: “${message.trim()}”`] : []), body],
    action: { label: 'Answer the request', url: url(link) },
  });
}

const outcomes: Partial<Record<ClaimStatus, (n: { artist: string; studio: string }) => [string, string]>> = {
  verified: (n) => ['Verification confirmed', `${n.artist} is now a verified artist of ${n.studio}.`],
  denied_by_artist: (n) => ['Verification declined', `${n.artist} declined to be listed at ${n.studio}.`],
  denied_by_studio: (n) => ['Verification declined', `${n.studio} declined to list ${n.artist}.`],
  cancelled: (n) => [
    'Verification ended',
    `The verification between ${n.artist} and ${n.studio} was cancelled.`,
  ],
};

/** Both sides hear how a claim ended; undefined for a status that is no outcome. */
export function claimOutcome(
  side: ClaimSide,
  status: ClaimStatus,
  names: { artist: string; studio: string },
  url: UrlOf,
) {
  const outcome = outcomes[status]?.(names);
  if (!outcome) return undefined;
  const [title, body] = outcome;
  const link = claimsPathOf(side);
  return draft('claims', title, body, link, {
    subject: title,
    preview: body,
    heading: title,
    paragraphs: [body],
    action: { label: 'See your verifications', url: url(link) },
  });
}
