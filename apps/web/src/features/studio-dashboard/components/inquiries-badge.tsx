import { usePendingStudioInquiryCount } from '../inquiries/api/get-studio-inquiries';

/** The Inquiries tab's red badge: how many studio inquiries are pending (spec §2); nothing when none. */
export function InquiriesBadge({ studioId }: { studioId: string }) {
  const pending = usePendingStudioInquiryCount(studioId);
  if (!pending) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-white tabular-nums"
      >
        {pending > 99 ? '99+' : pending}
      </span>
      <span className="sr-only">({pending} pending)</span>
    </>
  );
}
