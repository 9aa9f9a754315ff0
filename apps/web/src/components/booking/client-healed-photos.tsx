import { type HealedPhoto, healedPhotosBodySchema } from '@inkbook/contracts/aftercare';
import { HEALED_TEXTS, MAX_HEALED_PHOTOS } from '@inkbook/contracts/aftercare-rules';
import type { Booking } from '@inkbook/contracts/booking';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { ImageUploadField } from '@/components/image-upload/image-upload-field';
import type { ImageUploader } from '@/components/image-upload/upload-image';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { aftercareApi } from '@/lib/api';
import { isApiError } from '@/lib/api-client';
import { serverMessageOf, useCommand } from '@/lib/use-command';
import { bookingKeys, storeHealedPhotos } from './booking-api';

/**
 * The image field's usual tool (choose, drop, resize in the browser, crop, reorder, remove), keeping each prepared
 * image as its data URL: the photos go in one request with the booking's answer, not one upload each.
 */
const keepPrepared: ImageUploader = async (dataUrl) => ({ url: dataUrl });

const photosText = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;

/** Said in place when the server refused: too many, too large, or no session done yet. */
function refusalText(error: Error) {
  const said = serverMessageOf(error);
  if (said) return said;
  if (isApiError(error) && error.status === 413)
    return 'These photos are too large to send together. Please send fewer at once.';
  return "Couldn't send the photos. Please try again.";
}

/**
 * 'Send a healed photo' (issue 24 item 5): the photos already sent (private: the booking's own route serves them),
 * how many more may go, and 1 to that many new ones, saying whether the artist may show them in their portfolio.
 */
export function ClientHealedPhotos({ booking }: { booking: Booking }) {
  const headingId = useId();
  const sent = booking.healedPhotos;
  const left = MAX_HEALED_PHOTOS - sent.length;
  const sessionDone = booking.sessions.some((session) => session.status === 'done');

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <h2 id={headingId} className="font-display text-2xl font-semibold">
        {HEALED_TEXTS.sendPhoto}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        Show {booking.recipientName} how your tattoo healed. Only they see your photos, unless you let them
        show one in their portfolio.
      </p>
      {sent.length > 0 ? <SentPhotos photos={sent} /> : null}
      {!sessionDone ? (
        <p className="mt-4 text-sm text-muted">{HEALED_TEXTS.notYet}.</p>
      ) : left <= 0 ? (
        <p className="mt-4 text-sm text-muted">{HEALED_TEXTS.tooMany}.</p>
      ) : (
        <>
          <p className="mt-4 text-sm font-medium text-ink">
            You can send {left} more {left === 1 ? 'photo' : 'photos'}.
          </p>
          <HealedPhotoForm booking={booking} left={left} />
        </>
      )}
    </section>
  );
}

function SentPhotos({ photos }: { photos: HealedPhoto[] }) {
  return (
    <ul aria-label="Photos you sent" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {photos.map((photo, index) => (
        <li key={photo.id} className="flex flex-col gap-1">
          <a href={photo.url} target="_blank" rel="noreferrer" className="block rounded-lg">
            <img
              src={photo.url}
              alt={`Your healed tattoo, ${index + 1} of ${photos.length}`}
              loading="lazy"
              className="aspect-square w-full rounded-lg border border-line bg-paper-deep object-cover"
            />
          </a>
          <span className="text-xs text-muted">
            {photo.publishedAt ? 'In the portfolio' : photo.allowPublic ? 'May be shown' : 'Private'}
          </span>
        </li>
      ))}
    </ul>
  );
}

function HealedPhotoForm({ booking, left }: { booking: Booking; left: number }) {
  const id = useId();
  const [images, setImages] = useState<string[]>([]);
  const [allowPublic, setAllowPublic] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [imagesError, setImagesError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const queryClient = useQueryClient();

  const send = useCommand({
    mutationFn: (body: { images: string[]; allowPublic: boolean }) =>
      aftercareApi.addHealedPhotos({ params: { id: booking.id }, body }),
    success: (_answer, body) => ({
      title: `${photosText(body.images.length)} sent`,
      description: `${booking.recipientName} can see them on your booking.`,
    }),
    onError: (error) => {
      setNotice(refusalText(error));
      // A refusal may mean the booking changed (photos sent from another device): read it again.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.booking(booking.id), exact: true });
    },
    onSuccess: ({ photos }, _body, client) => {
      setImages([]);
      setAllowPublic(false);
      return storeHealedPhotos(client, booking.id, photos);
    },
  });

  const submit = () => {
    setNotice(undefined);
    const body = { images, allowPublic };
    // The contract's own check, so the words are the service's: at least one photo.
    const checked = healedPhotosBodySchema.safeParse(body);
    const problem = checked.success ? undefined : checked.error.issues[0]?.message;
    setImagesError(problem);
    if (!problem) send.mutate(body);
  };

  return (
    <form
      noValidate
      className="mt-3 flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!preparing) submit();
      }}
    >
      <ImageUploadField
        id={`${id}-images`}
        label="Photos of your healed tattoo"
        hint={`Up to ${photosText(left)}, in good light.`}
        value={images}
        onChange={(next) => {
          setImages(next);
          setImagesError(undefined);
        }}
        max={left}
        upload={keepPrepared}
        onBusyChange={setPreparing}
        error={imagesError}
      />
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-ink"
          checked={allowPublic}
          onChange={(event) => setAllowPublic(event.target.checked)}
        />
        <span>Let {booking.recipientName} show it in their portfolio</span>
      </label>
      <FormAlert message={notice} />
      <Button
        type="submit"
        variant="accent"
        className="self-start"
        isLoading={send.isPending}
        disabled={preparing}
      >
        {send.isPending ? null : <Send aria-hidden="true" className="size-4" />}
        {send.isPending ? 'Sending…' : 'Send photos'}
      </Button>
    </form>
  );
}
