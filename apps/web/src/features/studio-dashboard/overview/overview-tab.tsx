import type { Studio } from '@inkbook/contracts/studio';
import { BooksCardWhenIdle } from '@/components/books/books-card';
import { Button } from '@/components/ui/button';
import { useStudioClaims } from '@/lib/claims';
import { studioStatusLabel } from '../components/studio-status';
import { usePendingStudioInquiryCount } from '../inquiries/api/get-studio-inquiries';
import { refreshStudioProfile, updateStudioProfile } from '../profile/api/update-studio-profile';
import { StatGrid } from './stat-grid';

interface OverviewTabProps {
  studio: Studio;
  /** Opens another tab of the dashboard (where a number's work is done). */
  onOpenTab: (tab: 'artists' | 'inquiries') => void;
}

/**
 * The Overview (issue 14 item 4): verified artists, claims waiting on the studio, new inquiries, photos, status; and
 * the studio's books (issue 26), one tap from the dashboard's first screen.
 */
export function OverviewTab({ studio, onOpenTab }: OverviewTabProps) {
  const claims = useStudioClaims(studio.id);
  const newInquiries = usePendingStudioInquiryCount(studio.id);
  const count = (status: string) => claims.data?.filter((claim) => claim.status === status).length;
  // A failed read shows a dash, not a made-up zero; the alert below says what failed.
  const claimCount = (status: string) => (claims.isError ? '–' : count(status));
  const waiting = count('pending_studio_approval') ?? 0;

  return (
    <section aria-labelledby="overview-title" className="flex flex-col gap-4">
      <h2 id="overview-title" className="sr-only">
        Overview
      </h2>
      <StatGrid
        stats={[
          { label: 'Verified Artists', value: claimCount('verified') },
          { label: 'Awaiting Your Approval', value: claimCount('pending_studio_approval') },
          { label: 'New Inquiries', value: newInquiries },
          { label: 'Studio Photos', value: studio.interiorImages.length + studio.exteriorImages.length },
          { label: 'Profile Status', value: studioStatusLabel(studio.status) },
        ]}
      />
      {claims.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-accent/25 bg-accent-soft p-4 text-sm text-accent-strong"
        >
          <p>We couldn't load your artist claims. Please try again.</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void claims.refetch()}
            isLoading={claims.isFetching}
          >
            Try Again
          </Button>
        </div>
      ) : null}
      {waiting > 0 || (newInquiries ?? 0) > 0 ? (
        <div className="flex flex-wrap gap-2">
          {waiting > 0 ? (
            <Button variant="accent" size="sm" onClick={() => onOpenTab('artists')}>
              Review {waiting === 1 ? '1 artist request' : `${waiting} artist requests`}
            </Button>
          ) : null}
          {(newInquiries ?? 0) > 0 ? (
            <Button variant="outline" size="sm" onClick={() => onOpenTab('inquiries')}>
              Open new inquiries
            </Button>
          ) : null}
        </div>
      ) : null}
      <BooksCardWhenIdle
        books={studio.books}
        save={(body) => updateStudioProfile({ id: studio.id, body })}
        onSaved={(_studio, queryClient) => refreshStudioProfile(queryClient)}
      />
    </section>
  );
}
