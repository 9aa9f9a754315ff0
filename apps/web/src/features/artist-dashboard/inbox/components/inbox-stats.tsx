import type { InquiryStats } from '@inkbook/contracts/inquiry-routes';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format-count';
import { useInquiryStats } from '../api/get-inquiry-stats';

const counts: Array<{ label: string; key: keyof InquiryStats }> = [
  { label: 'Total', key: 'total' },
  { label: 'Pending', key: 'pending' },
  { label: 'Approved', key: 'approved' },
  { label: 'Declined', key: 'declined' },
];

/** Spec §3 "Inquiry stats": total, pending, approved, declined, over all of the artist's inquiries. */
export function InboxStats({ artistId }: { artistId: string }) {
  const { data, isPending, isError } = useInquiryStats(artistId);
  if (isError) return null;
  return (
    <dl aria-busy={isPending || undefined} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {counts.map(({ label, key }) => (
        <div key={key} className="rounded-xl border border-line bg-white px-4 py-3">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-display text-2xl font-semibold text-ink tabular-nums">
            {isPending ? <Skeleton className="h-8 w-10" /> : formatCount(data[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
