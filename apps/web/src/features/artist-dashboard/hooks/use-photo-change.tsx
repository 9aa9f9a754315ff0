import { type ChangeEvent, Suspense, useRef, useState } from 'react';
import { NOT_AN_IMAGE, resizeImage } from '@/components/image-upload/resize-image';
import { useCropQueue } from '@/components/image-upload/use-crop-queue';
import { lazyWhenIdle, usePreloadOnIntent } from '@/lib/lazy-when-idle';
import { toast } from '@/lib/toast';
import { useUpdateArtistProfile } from '../api/update-artist-profile';

/**
 * The cropper's code stays out of the dashboard's first load and its drawing (issue 30): it loads once a person is on
 * the page, and is there by the time a photo is chosen.
 */
const cropDialog = lazyWhenIdle(
  async () => (await import('@/components/image-upload/crop-dialog')).CropDialog,
);

/** Spec §9: the profile photo is a 3:4 portrait. */
const PROFILE_ASPECT = 3 / 4;

/**
 * The dashboard's photo change (spec §2, §8): choose an image, crop it 3:4, and send it as `profileImage` alone.
 * `element` (the hidden file input and the crop dialog) is rendered once; `open` starts the change from any button.
 */
export function usePhotoChange(artistId: string) {
  const inputRef = useRef<HTMLInputElement>(null);
  const crops = useCropQueue();
  const update = useUpdateArtistProfile({
    success: { title: 'Profile Photo Updated' },
    failure: { title: 'Update Failed', description: 'Failed to update profile photo. Please try again.' },
  });
  const [preparing, setPreparing] = useState(false);
  usePreloadOnIntent(cropDialog.preload);

  const change = async (file: File) => {
    setPreparing(true);
    let cropped: string | null;
    try {
      cropped = await crops.requestCrop(await resizeImage(file));
    } catch {
      toast.error(`Couldn't read ${file.name}`, { description: NOT_AN_IMAGE });
      return;
    } finally {
      setPreparing(false);
    }
    if (!cropped) return;
    update.mutate({ id: artistId, body: { profileImage: cropped } });
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (file) void change(file);
  };

  const element = (
    <>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        aria-label="Choose a new profile photo"
        tabIndex={-1}
        onChange={choose}
        className="sr-only"
      />
      {crops.current ? (
        <Suspense fallback={null}>
          <cropDialog.Component
            image={crops.current}
            aspect={PROFILE_ASPECT}
            onCancel={() => crops.answer(null)}
            onCrop={(dataUrl) => crops.answer(dataUrl)}
          />
        </Suspense>
      ) : null}
    </>
  );

  return { open: () => inputRef.current?.click(), element, isSaving: preparing || update.isPending };
}
