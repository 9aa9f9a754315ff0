import { cn } from '@/lib/cn';

/** The admin's reason for a rejection (issue 25), where the applicant sees their profile's rejected state. */
export function RejectionNote({ reason, className }: { reason: string | undefined; className?: string }) {
  if (!reason) return null;
  return (
    <p
      className={cn(
        'whitespace-pre-line rounded-xl border border-line bg-paper px-4 py-3 text-left text-sm text-ink-soft',
        className,
      )}
    >
      <span className="font-semibold text-ink">Reviewer's note: </span>
      {reason}
    </p>
  );
}
