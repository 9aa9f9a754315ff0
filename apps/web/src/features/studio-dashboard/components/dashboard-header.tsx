import type { Studio } from '@inkbook/contracts/studio';
import { ExternalLink } from 'lucide-react';
import { RejectionNote } from '@/components/rejection-note';
import { Badge } from '@/components/ui/badge';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { CopyStudioLink } from './copy-studio-link';
import { studioStatusLabel } from './studio-status';

/** The studio's name and review state, and its public profile one click away (spec §2 "Studio dashboard"). */
export function DashboardHeader({ studio }: { studio: Studio }) {
  const live = studio.status === 'approved';
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted">Studio Dashboard</p>
        <h1 className="font-display text-3xl font-semibold break-words sm:text-4xl">{studio.studioName}</h1>
        <p className="mt-2 flex items-center gap-2 text-sm text-ink-soft">
          <span>Status:</span>
          <Badge variant={live ? 'success' : 'outline'} className="capitalize">
            {studioStatusLabel(studio.status)}
          </Badge>
        </p>
        <RejectionNote reason={studio.rejectionReason} className="mt-3 max-w-xl" />
      </div>
      <div className="flex flex-wrap gap-2">
        <CopyStudioLink handle={studio.handle} />
        <a
          href={paths.studio(studio.handle)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({ variant: 'primary', size: 'sm' })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          View Studio
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </header>
  );
}
