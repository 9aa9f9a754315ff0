import type { Artist } from '@inkbook/contracts/artist';
import { Camera, MapPin } from 'lucide-react';
import { MediaImage } from '@/components/media-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Spec §9: the summary shows up to 3 styles. */
const SUMMARY_STYLES = 3;

interface ProfileSummaryProps {
  artist: Artist;
  onChangePhoto: () => void;
  changingPhoto: boolean;
}

/** The profile as clients meet it, in brief, with the photo change beside the photo. */
export function ProfileSummary({ artist, onChangePhoto, changingPhoto }: ProfileSummaryProps) {
  const styles = artist.tattooStyles.slice(0, SUMMARY_STYLES);
  return (
    <Card className="bg-white">
      <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="flex w-32 shrink-0 flex-col gap-2">
          <MediaImage
            src={artist.profileImage}
            alt={`${artist.artistName}'s profile photo`}
            sizes="128px"
            aspect="3/4"
            fallback={artist.artistName}
            priority
            className="rounded-xl"
          />
          <Button variant="outline" size="sm" isLoading={changingPhoto} onClick={onChangePhoto}>
            {changingPhoto ? null : <Camera aria-hidden="true" className="size-4" />}
            {changingPhoto ? 'Updating...' : 'Change Photo'}
          </Button>
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="font-display text-2xl font-semibold text-ink">{artist.artistName}</h2>
          <p className="text-sm text-muted">@{artist.instagramHandle}</p>
          {artist.studioName ? <p className="mt-2 text-sm text-ink-soft">{artist.studioName}</p> : null}
          <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-soft">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">{artist.location}</span>
          </p>
          {styles.length > 0 ? (
            <ul aria-label="Styles" className="mt-4 flex flex-wrap gap-2">
              {styles.map((style) => (
                <li key={style}>
                  <Badge>{style}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
