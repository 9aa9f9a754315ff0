import type { Booking } from '@inkbook/contracts/booking';
import type { MyInquiry } from '@inkbook/contracts/inquiry-routes';
import { CalendarCheck, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { clientBookingLine } from '@/components/booking/client-booking-line';
import { InquiryStatusBadge } from '@/components/inquiry-status-badge';
import { SentTime } from '@/components/sent-time';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

/** Whom it was sent to, in words: the name, or what they were once no longer listed. */
export const recipientText = (inquiry: MyInquiry) =>
  inquiry.recipientName ?? (inquiry.kind === 'artist' ? 'An artist' : 'A studio');

/** Where the inquiry went, linked to the profile while it is public. */
export function Recipient({ inquiry }: { inquiry: MyInquiry }) {
  const name = recipientText(inquiry);
  if (!inquiry.recipientHandle) return <>{name}</>;
  const to =
    inquiry.kind === 'artist' ? paths.artist(inquiry.recipientHandle) : paths.studio(inquiry.recipientHandle);
  return (
    <Link to={to} className="underline-offset-4 hover:underline">
      {name}
    </Link>
  );
}

/**
 * The private photos the client sent with it, served to them by the inquiry's own authorized route; each opens
 * full size in a new tab.
 */
export function SentPhotos({ inquiry }: { inquiry: MyInquiry }) {
  const photos = [
    ...inquiry.referenceImages.map((src, index) => ({ src, alt: `Reference image ${index + 1}` })),
    ...inquiry.placementPhotos.map((src, index) => ({ src, alt: `Placement photo ${index + 1}` })),
  ];
  if (photos.length === 0) return null;
  return (
    <ul aria-label="Your photos" className="mt-4 flex flex-wrap gap-2">
      {photos.map((photo) => (
        <li key={photo.src}>
          <a href={photo.src} target="_blank" rel="noreferrer" className="block rounded-lg">
            <img
              src={photo.src}
              alt={photo.alt}
              loading="lazy"
              className="size-16 rounded-lg border border-line bg-paper-deep object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * To whom and when an inquiry went, and its status label: the card's heading (h2) and the detail page's (h1).
 */
export function MyInquiryHeader({ inquiry, page = false }: { inquiry: MyInquiry; page?: boolean }) {
  const Heading = page ? 'h1' : 'h2';
  return (
    <header className={`flex flex-wrap items-start justify-between gap-3 ${page ? 'mt-6' : ''}`}>
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-muted uppercase">
          {inquiry.kind === 'artist' ? 'Artist' : 'Studio'}
        </p>
        <Heading
          className={
            page
              ? 'font-display text-3xl font-semibold break-words sm:text-4xl'
              : 'font-display text-xl font-semibold'
          }
        >
          <Recipient inquiry={inquiry} />
        </Heading>
        <p className={`${page ? 'mt-1' : 'mt-0.5'} text-sm text-muted`}>
          Sent <SentTime iso={inquiry.createdAt} />
        </p>
      </div>
      <InquiryStatusBadge status={inquiry.status} />
    </header>
  );
}

/**
 * One sent inquiry: to whom and when, its status label (spec §4), where its booking stands (issue 23), the idea and
 * photos, the studio's answer if any, and the way to its conversation.
 */
export function MyInquiryCard({ inquiry, booking }: { inquiry: MyInquiry; booking?: Booking | undefined }) {
  return (
    <article className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <MyInquiryHeader inquiry={inquiry} />
      {booking ? (
        <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-ink">
          <CalendarCheck aria-hidden="true" className="size-4 text-muted" />
          {clientBookingLine(booking)}
        </p>
      ) : null}
      <p className="mt-4 break-words whitespace-pre-line text-ink-soft">{inquiry.concept}</p>
      <SentPhotos inquiry={inquiry} />
      {inquiry.response ? (
        <div className="mt-4 rounded-xl border border-line bg-paper-deep p-4">
          <p className="text-sm font-medium text-ink">
            Response from {inquiry.recipientName ?? 'the studio'}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-ink-soft">{inquiry.response}</p>
        </div>
      ) : null}
      <Link
        to={paths.myInquiry(inquiry.id)}
        className={buttonStyles({ variant: 'outline', size: 'sm', className: 'mt-4' })}
      >
        <MessagesSquare aria-hidden="true" className="size-4" />
        Open conversation<span className="sr-only"> with {recipientText(inquiry)}</span>
      </Link>
    </article>
  );
}
