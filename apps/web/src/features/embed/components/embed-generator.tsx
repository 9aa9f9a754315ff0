import { X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MediaImage } from '@/components/media-image';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useEmbedArtist } from '../api/get-embed-artist';
import {
  DEFAULT_EMBED_HEIGHT,
  DEFAULT_EMBED_WIDTH,
  embedCode,
  heightRange,
  sizeError,
  widthRange,
} from '../utils/embed-size';
import { ArtistPicker, type PickedArtist } from './artist-picker';
import { EmbedCode } from './embed-code';
import { SizeFields } from './size-fields';

const panel = 'rounded-2xl border border-line bg-white p-5 shadow-sm shadow-ink/5 sm:p-7';

/** Pick an artist (?artist= preselects), choose a size, copy the iframe code, preview it live. */
export function EmbedGenerator() {
  const [search, setSearch] = useSearchParams();
  const handle = search.get('artist');
  const [picked, setPicked] = useState<PickedArtist | null>(null);
  const profile = useEmbedArtist(picked ? null : handle);
  const artist: PickedArtist | null = picked ?? profile.data ?? null;

  const [width, setWidth] = useState(String(DEFAULT_EMBED_WIDTH));
  const [height, setHeight] = useState(String(DEFAULT_EMBED_HEIGHT));
  const widthError = sizeError(width, 'Width', widthRange);
  const heightError = sizeError(height, 'Height', heightRange);

  const choose = (next: PickedArtist | null) => {
    setPicked(next);
    setSearch(next ? { artist: next.instagramHandle } : {}, { replace: true });
  };

  const origin = window.location.origin;
  const ready = artist && !widthError && !heightError;
  const w = Number(width);
  const h = Number(height);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <section aria-labelledby="step-artist" className={panel}>
        <h2 id="step-artist" className="text-xl font-semibold">
          1. Choose the artist
        </h2>
        <div className="mt-5">
          {artist ? (
            <div className="flex items-center gap-3 rounded-xl border border-line bg-paper p-3">
              <MediaImage
                src={artist.profileImage}
                alt=""
                aspect="1/1"
                sizes="48px"
                fallback={artist.artistName}
                className="size-12 shrink-0 rounded-full [&_span]:text-lg"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{artist.artistName}</p>
                <p className="truncate text-sm text-muted">@{artist.instagramHandle}</p>
              </div>
              <Button variant="ghost" size="sm" onClick={() => choose(null)}>
                <X aria-hidden="true" className="size-4" />
                Change
              </Button>
            </div>
          ) : handle && profile.isPending ? (
            <p className="flex items-center gap-2 text-muted">
              <Spinner label="" /> Loading artist profile...
            </p>
          ) : (
            <>
              {handle && profile.isError ? (
                <p className="mb-4 rounded-lg bg-accent-soft px-3 py-2 text-sm text-accent-strong">
                  Artist not found
                </p>
              ) : null}
              <ArtistPicker onPick={choose} />
            </>
          )}
        </div>
        <h2 className="mt-8 text-xl font-semibold">2. Pick a size</h2>
        <div className="mt-4">
          <SizeFields
            width={width}
            height={height}
            widthError={widthError}
            heightError={heightError}
            onWidth={setWidth}
            onHeight={setHeight}
          />
        </div>
      </section>
      <section aria-labelledby="step-code" className={panel}>
        <h2 id="step-code" className="text-xl font-semibold">
          3. Copy the code
        </h2>
        <div className="mt-5">
          {ready ? (
            <EmbedCode
              code={embedCode(origin, artist.instagramHandle, w, h, artist.artistName)}
              src={`/embed/${encodeURIComponent(artist.instagramHandle)}?width=${w}&height=${h}`}
              width={w}
              height={h}
              name={artist.artistName}
            />
          ) : (
            <p className="rounded-xl border border-dashed border-line px-5 py-10 text-center text-muted">
              {artist ? 'Fix the size to get your code.' : 'Choose an artist to get the code for their card.'}
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
