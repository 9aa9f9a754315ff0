import type { HealedPhoto } from '@inkbook/contracts/aftercare';
import { HEALED_TEXTS } from '@inkbook/contracts/aftercare-rules';
import type { Booking } from '@inkbook/contracts/booking';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Check, ImagePlus, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Gallery } from '@/components/gallery/gallery';
import { MediaImage } from '@/components/media-image';
import { Button } from '@/components/ui/button';
import { aftercareApi } from '@/lib/api';
import { serverMessageOf, useCommand } from '@/lib/use-command';
import { bookingKeys } from './booking-api';
import { dayIn } from './booking-time';
import { PanelSection } from './panel-section';

/** Puts a photo a publish answered into its booking in the cache, and refreshes the lists it appears in. */
function storeHealedPhoto(queryClient: QueryClient, bookingId: string, photo: HealedPhoto) {
  queryClient.setQueryData<Booking>(
    bookingKeys.booking(bookingId),
    (booking) =>
      booking && {
        ...booking,
        healedPhotos: booking.healedPhotos.map((each) => (each.id === photo.id ? photo : each)),
      },
  );
  return queryClient.invalidateQueries({ queryKey: bookingKeys.lists });
}

interface AddProps {
  booking: Booking;
  photo: HealedPhoto;
  n: number;
  onAdded: () => void;
  /** A refusal's reason (undefined: none, or a new try began). */
  onRefused: (reason: string | undefined) => void;
}

/**
 * 'Add to portfolio' for a photo the client allowed to be shown: one click (issue 24 item 5), busy while it is sent.
 * A refusal (409: already there, the portfolio is full) reads the booking again, as the photo may be published
 * after all.
 */
function AddToPortfolio({ booking, photo, n, onAdded, onRefused }: AddProps) {
  const queryClient = useQueryClient();
  const publish = useCommand({
    mutationFn: () =>
      aftercareApi.publishHealedPhoto({ params: { id: booking.id, photoId: photo.id }, body: {} }),
    success: { title: 'Added to your portfolio' },
    onSuccess: async (answer, _variables, client) => {
      onAdded();
      await storeHealedPhoto(client, booking.id, answer.photo);
    },
    onError: (error) => {
      onRefused(serverMessageOf(error) ?? "Couldn't add the photo to your portfolio. Please try again.");
      return queryClient.invalidateQueries({ queryKey: bookingKeys.booking(booking.id) });
    },
  });
  return (
    <Button
      size="sm"
      variant="outline"
      // A phone's two columns are narrower than the words: the button fills its cell and wraps.
      className="h-auto min-h-9 w-full py-1.5 whitespace-normal"
      isLoading={publish.isPending}
      onClick={() => {
        onRefused(undefined);
        publish.mutate();
      }}
    >
      <ImagePlus aria-hidden="true" className="size-4" />
      Add to portfolio<span className="sr-only"> (healed photo {n})</span>
    </Button>
  );
}

interface PhotoProps {
  booking: Booking;
  photo: HealedPhoto;
  /** 1-based, as it is named: 'Healed photo 2'. */
  n: number;
  /** The recipient may add it to the portfolio; an admin reads along. */
  acts: boolean;
}

/** What the client allowed and what became of it: private, in the portfolio, or one click from it. */
function standingOf({ booking, photo, acts }: PhotoProps) {
  if (photo.publishedAt) return 'published';
  if (!photo.allowPublic) return 'private';
  if (!booking.artistId) return 'no-artist';
  return acts ? 'addable' : 'allowed';
}

/**
 * One photo's standing, with a refusal's reason under it (kept when the booking, read again, shows the photo
 * published after all). Once added, focus goes to what replaced the button.
 */
function PhotoStanding(props: PhotoProps) {
  const { booking, photo, n } = props;
  const added = useRef<HTMLParagraphElement>(null);
  const [justAdded, setJustAdded] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  useEffect(() => {
    if (justAdded && photo.publishedAt) added.current?.focus();
  }, [justAdded, photo.publishedAt]);

  const standing = standingOf(props);
  return (
    <div className="flex flex-col gap-1.5 text-sm">
      {standing === 'published' ? (
        <p ref={added} tabIndex={-1} className="flex items-center gap-1.5 text-success outline-none">
          <Check aria-hidden="true" className="size-4" />
          In your portfolio
        </p>
      ) : standing === 'private' ? (
        <p className="flex items-start gap-1.5 text-muted">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Private: the client did not allow sharing
        </p>
      ) : standing === 'no-artist' ? (
        <p className="text-muted">{HEALED_TEXTS.noArtist}</p>
      ) : standing === 'allowed' ? (
        <p className="text-muted">The client allowed sharing</p>
      ) : (
        <AddToPortfolio
          booking={booking}
          photo={photo}
          n={n}
          onAdded={() => setJustAdded(true)}
          onRefused={setRefusal}
        />
      )}
      {refusal ? (
        <p role="alert" className="font-medium text-accent-strong">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The client's healed photos on their booking (issue 24 item 5): thumbnails (private media: the booking's own route,
 * which the recipient's session unlocks) that open the gallery, each with what the client allowed. Shown once there
 * are some, or once the booking is completed (none yet).
 */
export function RecipientHealedPhotos({ booking, acts }: { booking: Booking; acts: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  const photos = booking.healedPhotos;
  if (photos.length === 0 && booking.status !== 'completed') return null;
  return (
    <PanelSection title="Healed photos">
      {photos.length === 0 ? (
        <p className="text-sm text-muted">No healed photos yet. The client is asked for one as it heals.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="flex flex-col gap-2">
              <button
                type="button"
                onClick={() => setOpen(index)}
                className="block w-full overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              >
                <MediaImage
                  src={photo.url}
                  alt={`Healed photo ${index + 1}, sent ${dayIn(photo.createdAt)}`}
                  sizes="200px"
                  aspect="1/1"
                  className="rounded-lg"
                />
              </button>
              <PhotoStanding booking={booking} photo={photo} n={index + 1} acts={acts} />
            </li>
          ))}
        </ul>
      )}
      <Gallery
        images={photos.map((photo) => photo.url)}
        index={open}
        onIndexChange={setOpen}
        title={`${booking.clientName}'s healed photos`}
      />
    </PanelSection>
  );
}
