import {
  FLASH_PRICE_MAX,
  FLASH_SIZE_MAX_INCHES,
  FLASH_TITLE_MAX,
} from '@inkbook/contracts/availability-rules';
import { useEffect, useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { MediaImage } from '@/components/media-image';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Switch } from '@/components/ui/switch';
import { alignFlashDetails, type FlashDetailsValues } from './flash-details-values';

interface FlashForm {
  flashImages: string[];
  flash: FlashDetailsValues[];
}

interface ArtistFlashDetailsFieldsProps {
  /** One-off pieces with a confirmed booking: shown 'Claimed' (the service says so; the artist cannot). */
  claimed: ReadonlySet<string>;
}

/**
 * Issue 26 item 3: a title, price, size and 'Repeatable' for each flash image, kept in the images' order (the
 * server's field paths, 'flash.2.price', name the same row) as images are added, removed or moved.
 */
export function ArtistFlashDetailsFields({ claimed }: ArtistFlashDetailsFieldsProps) {
  const { control, getValues, setValue } = useFormContext<FlashForm>();
  const urls = useWatch({ control, name: 'flashImages' });
  const rows = useWatch({ control, name: 'flash' });
  useEffect(() => {
    const current = getValues('flash');
    if (current.map((row) => row.url).join('\n') === urls.join('\n')) return;
    setValue('flash', alignFlashDetails(urls, current));
  }, [urls, getValues, setValue]);

  if (urls.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-sm font-medium text-ink">Flash details</legend>
      <p className="-mt-2 text-sm text-muted">
        Priced flash can be booked straight from your profile. Leave the price empty to show a design without
        one.
      </p>
      <ol className="flex flex-col gap-4">
        {rows.map((row, index) =>
          row.url === urls[index] ? (
            <FlashRow key={row.url} index={index} url={row.url} claimed={claimed.has(row.url)} />
          ) : null,
        )}
      </ol>
    </fieldset>
  );
}

function FlashRow({ index, url, claimed }: { index: number; url: string; claimed: boolean }) {
  const { control, register, formState } = useFormContext<FlashForm>();
  const id = useId();
  const errors = formState.errors.flash?.[index];
  const name = `Flash ${index + 1}`;
  return (
    <li
      aria-label={name}
      className="grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[6rem_minmax(0,1fr)]"
    >
      <div className="flex w-24 flex-col gap-2">
        <MediaImage src={url} alt={name} sizes="96px" aspect="1/1" fallback={name} className="rounded-xl" />
        {claimed ? <Badge variant="ink">Claimed</Badge> : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id={`${id}-title`}
          label={`${name} title (optional)`}
          maxLength={FLASH_TITLE_MAX}
          className="sm:col-span-2"
          error={errors?.title?.message}
          {...register(`flash.${index}.title`)}
        />
        <FormField
          id={`${id}-price`}
          label={`${name} price ($)`}
          type="number"
          inputMode="numeric"
          min={0}
          max={FLASH_PRICE_MAX}
          step={1}
          error={errors?.price?.message}
          {...register(`flash.${index}.price`)}
        />
        <FormField
          id={`${id}-size`}
          label={`${name} size (inches)`}
          type="number"
          inputMode="decimal"
          min={0}
          max={FLASH_SIZE_MAX_INCHES}
          step="any"
          error={errors?.sizeInches?.message}
          {...register(`flash.${index}.sizeInches`)}
        />
        <Controller
          control={control}
          name={`flash.${index}.repeatable`}
          render={({ field }) => (
            <div className="flex items-center gap-3 sm:col-span-2">
              <Switch
                id={`${id}-repeatable`}
                checked={field.value}
                onCheckedChange={field.onChange}
                aria-describedby={`${id}-repeatable-hint`}
              />
              <label htmlFor={`${id}-repeatable`} className="text-sm font-medium text-ink">
                Repeatable
                <span className="sr-only"> ({name})</span>
              </label>
              <span id={`${id}-repeatable-hint`} className="text-sm text-muted">
                Off: a one-off, tattooed once.
              </span>
            </div>
          )}
        />
      </div>
    </li>
  );
}
