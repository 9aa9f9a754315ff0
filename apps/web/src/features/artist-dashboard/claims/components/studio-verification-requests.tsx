import { Store } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { ClaimListSkeleton } from '@/components/claims/claim-list-skeleton';
import { buttonStyles } from '@/components/ui/button-styles';
import { WhenIdle } from '@/components/when-idle';
import { paths } from '@/config/paths';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';
import { CopyOnboardingLink } from './copy-onboarding-link';

// The list, its actions and the contracts' zod schemas it reads claims with stay out of the dashboard's first load.
const body = lazyWhenIdle(async () => (await import('./claims-body')).ClaimsBody);

/**
 * 'Studio Verification Requests' (spec §2, §4; issue 14 item 5): the studios that claim the artist and the ones the
 * artist asked, one per studio, with what the artist can do about each. Its heading and links draw at once; the
 * list comes once the page has drawn.
 */
export function StudioVerificationRequests({ artistId }: { artistId: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section
      aria-labelledby="studio-requests-title"
      className="flex flex-col gap-5 rounded-2xl border border-line bg-white/70 p-5 shadow-sm shadow-ink/5 sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1 basis-64">
          <h2
            id="studio-requests-title"
            ref={heading}
            tabIndex={-1}
            className="font-display text-2xl font-semibold text-ink focus:outline-none"
          >
            Studio Verification Requests
          </h2>
          <p className="mt-1 text-sm text-muted">
            A verified studio shows as a badge on your public profile, and you in its Verified Artists.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.studioOnboarding} className={buttonStyles({ variant: 'primary', size: 'sm' })}>
            <Store aria-hidden="true" className="size-4" />
            Claim Studio
          </Link>
          <CopyOnboardingLink />
        </div>
      </div>
      <WhenIdle fallback={<ClaimListSkeleton label="Loading verification requests" />}>
        <body.Component artistId={artistId} heading={() => heading.current} />
      </WhenIdle>
    </section>
  );
}
