import { MAX_MESSAGE_IMAGES } from '@inkbook/contracts/conversation';
import { ImagePlus, X } from 'lucide-react';
import { useRef } from 'react';
import { privateImagePreview, uploadPrivateImage } from '@/components/image-upload/private-upload';
import { useImageUploads } from '@/components/image-upload/use-image-uploads';
import { Spinner } from '@/components/ui/spinner';

interface ComposerPhotosProps {
  id: string;
  /** The uploaded photos' refs, in the order chosen. */
  value: string[];
  onChange: (refs: string[]) => void;
  onBusyChange: (busy: boolean) => void;
  disabled: boolean;
}

/** Never asked: the composer's photos are not cropped. */
const noCrop = async (src: string) => src;

/**
 * The composer's photos: a compact chooser and thumbnails with Remove. Each photo is resized and uploaded as private
 * media as soon as it is chosen (the same uploads as the inquiry wizard's photos), so Send only carries refs.
 */
export function ComposerPhotos({ id, value, onChange, onBusyChange, disabled }: ComposerPhotosProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const uploads = useImageUploads({
    value,
    onChange,
    max: MAX_MESSAGE_IMAGES,
    cropOnAdd: false,
    onBusyChange,
    requestCrop: noCrop,
    upload: uploadPrivateImage,
    preview: privateImagePreview,
  });
  const full = value.length + uploads.pending.length >= MAX_MESSAGE_IMAGES;

  const remove = (index: number) => {
    uploads.removeAt(index);
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {value.length > 0 || uploads.pending.length > 0 ? (
        <ul aria-label="Photos to send" className="flex flex-wrap gap-2">
          {value.map((ref, index) => (
            <li key={ref} className="relative size-14">
              <img
                src={privateImagePreview(ref)}
                alt={`Attachment ${index + 1}`}
                className="size-14 rounded-lg border border-line object-cover"
              />
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Remove photo ${index + 1}`}
                className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-ink text-paper shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
          {uploads.pending.map((item) => (
            <li
              key={item.key}
              className="grid size-14 place-items-center rounded-lg border border-dashed border-line bg-white"
            >
              <Spinner label={`Uploading ${item.name}`} />
            </li>
          ))}
        </ul>
      ) : null}
      <label
        htmlFor={id}
        className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border border-line bg-white px-3 text-sm font-medium text-ink hover:border-ink/40 has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-60 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent"
      >
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/*"
          multiple
          disabled={disabled || full}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared so choosing the same file again still fires a change.
            event.target.value = '';
            void uploads.addFiles(files);
          }}
          className="sr-only"
        />
        <ImagePlus aria-hidden="true" className="size-4" />
        Add photos
        <span className="text-muted">
          {value.length}/{MAX_MESSAGE_IMAGES}
        </span>
      </label>
      <p role="status" className="sr-only">
        {uploads.announcement}
      </p>
    </div>
  );
}
