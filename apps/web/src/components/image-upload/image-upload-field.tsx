import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, type DragEvent, type JSX, useRef, useState } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { CropDialog } from './crop-dialog';
import { type ImageShape, NOT_AN_IMAGE, UPLOAD_SHAPE } from './resize-image';
import { SortableGrid } from './sortable-grid';
import type { ImageUploader } from './upload-image';
import { useCropQueue } from './use-crop-queue';
import { type PendingUpload, useImageUploads } from './use-image-uploads';

export interface ImageUploadFieldProps {
  /** The hidden file input's id; the error's id is `${id}-error`. */
  id: string;
  /** Names the field's <fieldset>. */
  label: string;
  hint?: string;
  /** Our media URLs ('/media/<sha256>'), in display order. */
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  /** Aspect of the crop dialog and of the thumbnails; default 1. */
  cropAspect?: number;
  /** How chosen images are sent: 800 px at most, uncropped (spec §9), unless the field needs more (the banner). */
  shape?: ImageShape;
  /** Open the crop dialog for each chosen file before uploading it. */
  cropOnAdd?: boolean;
  error?: string;
  /** True while any image is being prepared or uploaded. */
  onBusyChange?: (busy: boolean) => void;
  /** Where images go; public catalog media (POST /api/media) unless the form's images are private. */
  upload?: ImageUploader;
  /** What each image is drawn from when the values are not URLs (refs of private uploads). */
  preview?: (value: string) => string;
}

const notImageText = (files: File[]) =>
  files.length === 1 ? `${files[0]?.name} is not an image` : `${files.length} files are not images`;

/**
 * The image tool of the application wizards (spec §2): choose or drop images, which are resized in the
 * browser and uploaded with progress; crop, remove and reorder them (mouse, touch or keyboard).
 */
export function ImageUploadField({
  id,
  label,
  hint,
  value,
  onChange,
  max,
  cropAspect = 1,
  shape = UPLOAD_SHAPE,
  cropOnAdd = false,
  error,
  onBusyChange,
  upload,
  preview,
}: ImageUploadFieldProps): JSX.Element {
  const crops = useCropQueue();
  const uploads = useImageUploads({
    value,
    onChange,
    max,
    cropOnAdd,
    shape,
    onBusyChange,
    requestCrop: crops.requestCrop,
    upload,
    preview,
  });
  const [dragOver, setDragOver] = useState(false);
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const single = max === 1;
  const aspect = `${cropAspect}`;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    void uploads.addFiles(files);
  };

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragOver(false);
    const files = Array.from(event.dataTransfer.files);
    const rejected = files.filter((file) => !file.type.startsWith('image/'));
    if (rejected.length > 0) toast.error(notImageText(rejected), { description: NOT_AN_IMAGE });
    void uploads.addFiles(files.filter((file) => file.type.startsWith('image/')));
  };

  const remove = (index: number) => {
    uploads.removeAt(index);
    // Keep keyboard focus in the field: on the image that took this place, the one before, or the chooser.
    requestAnimationFrame(() => {
      const buttons = fieldsetRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove-position]');
      const target = buttons?.[Math.min(index, buttons.length - 1)];
      (target ?? inputRef.current)?.focus();
    });
  };

  const hasTiles = value.length > 0 || uploads.pending.length > 0;

  return (
    <fieldset ref={fieldsetRef} className="min-w-0">
      <legend className="text-sm font-medium text-ink">{label}</legend>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}

      {hasTiles ? (
        <SortableGrid
          urls={value}
          label={label}
          aspect={aspect}
          preview={preview}
          className={cn(
            'mt-3 grid gap-3',
            single ? 'max-w-44 grid-cols-1' : 'grid-cols-3 sm:grid-cols-4 lg:grid-cols-5',
          )}
          onMove={uploads.move}
          onCrop={(index) => void uploads.cropAt(index)}
          onRemove={remove}
        >
          {uploads.pending.map((item) => (
            <PendingTile key={item.key} item={item} aspect={aspect} />
          ))}
        </SortableGrid>
      ) : null}

      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={(event) => {
          // Moving over the zone's own children fires dragleave too; only leaving the zone counts.
          const to = event.relatedTarget;
          if (!(to instanceof Node && event.currentTarget.contains(to))) setDragOver(false);
        }}
        onDrop={drop}
        className={cn(
          'mt-3 flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent',
          dragOver ? 'border-accent bg-accent-soft' : 'border-line bg-white/60 hover:border-ink/40',
          error && !dragOver && 'border-accent/70',
        )}
      >
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/*"
          multiple={!single}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={choose}
          className="sr-only"
        />
        <ImagePlus aria-hidden="true" className="size-6 text-muted" />
        <span className="inline-flex h-9 items-center rounded-full bg-ink px-4 text-sm font-medium text-paper">
          {single ? 'Choose file' : 'Choose files'}
        </span>
        <span className="text-sm text-muted">
          {single
            ? value.length > 0
              ? 'or drop an image here to replace this one'
              : 'or drop an image here'
            : `or drop images here · ${value.length} of ${max}`}
        </span>
      </label>

      <FieldError id={errorId} message={error} />
      <p role="status" className="sr-only">
        {uploads.announcement}
      </p>

      <CropDialog
        image={crops.current}
        aspect={cropAspect}
        maxSide={shape.maxSide}
        onCancel={() => crops.answer(null)}
        onCrop={(dataUrl) => crops.answer(dataUrl)}
      />
    </fieldset>
  );
}

const stageText = ({ stage, progress }: PendingUpload) => {
  if (stage === 'queued') return 'Waiting…';
  if (stage === 'preparing') return 'Preparing…';
  // All bytes sent: the server is still storing its renditions.
  return progress >= 100 ? 'Saving…' : `${progress}%`;
};

function PendingTile({ item, aspect }: { item: PendingUpload; aspect: string }) {
  return (
    <li
      className="flex flex-col justify-center gap-2 rounded-xl border border-dashed border-line bg-white p-2.5"
      style={{ aspectRatio: aspect }}
    >
      <span className="truncate text-xs font-medium text-ink" title={item.name}>
        {item.name}
      </span>
      {item.stage === 'uploading' ? (
        <Progress value={item.progress} label={`Uploading ${item.name}`} />
      ) : null}
      <span className="text-xs text-muted">{stageText(item)}</span>
    </li>
  );
}
