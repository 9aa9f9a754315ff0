import type { Artist } from '@inkbook/contracts/artist';
import { CheckCircle2, ExternalLink, PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { statusMessage } from '../utils/profile-status';

/** 'Profile Active': the live profile one click away, in a new tab, and the way to change it. */
export function ProfileActiveBanner({ artist }: { artist: Artist }) {
  return (
    <section
      aria-labelledby="profile-active-title"
      className="flex flex-col gap-4 rounded-2xl border border-success/25 bg-success/10 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
        <div>
          <h2 id="profile-active-title" className="font-display text-xl font-semibold text-ink">
            Profile Active
          </h2>
          <p className="text-sm text-ink-soft">{statusMessage(artist.status)}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={paths.artist(artist.instagramHandle)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({ variant: 'outline', size: 'sm' })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          View Live
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <Link to={paths.artistEdit(artist.id)} className={buttonStyles({ variant: 'primary', size: 'sm' })}>
          <PencilLine aria-hidden="true" className="size-4" />
          Edit Profile
        </Link>
      </div>
    </section>
  );
}
