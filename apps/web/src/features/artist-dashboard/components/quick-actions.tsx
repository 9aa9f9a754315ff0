import type { Artist } from '@inkbook/contracts/artist';
import { Camera, ExternalLink, MessageSquare, PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

const action = buttonStyles({ variant: 'outline', className: 'w-full justify-start' });
const icon = 'size-4 shrink-0';

interface QuickActionsProps {
  artist: Artist;
  onChangePhoto: () => void;
  changingPhoto: boolean;
}

/** Spec §2: update photo, edit profile and portfolio, view public profile, and messages (not built yet). */
export function QuickActions({ artist, onChangePhoto, changingPhoto }: QuickActionsProps) {
  return (
    <Card className="bg-white">
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          <li>
            <button type="button" className={action} disabled={changingPhoto} onClick={onChangePhoto}>
              <Camera aria-hidden="true" className={icon} />
              Update Profile Photo
            </button>
          </li>
          <li>
            <Link to={paths.artistEdit(artist.id)} className={action}>
              <PencilLine aria-hidden="true" className={icon} />
              Edit Profile & Portfolio
            </Link>
          </li>
          <li>
            <a
              href={paths.artist(artist.instagramHandle)}
              target="_blank"
              rel="noopener noreferrer"
              className={action}
            >
              <ExternalLink aria-hidden="true" className={icon} />
              View Public Profile
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
          <li>
            <button type="button" className={action} disabled>
              <MessageSquare aria-hidden="true" className={icon} />
              Client Messages - Coming Soon
            </button>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
