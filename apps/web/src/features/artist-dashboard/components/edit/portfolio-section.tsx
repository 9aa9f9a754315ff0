import { Controller, useFormContext } from 'react-hook-form';
import { ImageUploadField } from '@/components/image-upload/image-upload-field';
import { FormSection } from '@/components/ui/form-section';
import { type EditValues, FLASH_MAX, PORTFOLIO_MAX } from '../../utils/edit-values';

interface PortfolioSectionProps {
  onPortfolioBusy: (busy: boolean) => void;
  onFlashBusy: (busy: boolean) => void;
}

/** The work: 1-25 portfolio images (the first is the cover) and up to 15 flash designs, with the wizard's tool. */
export function PortfolioSection({ onPortfolioBusy, onFlashBusy }: PortfolioSectionProps) {
  const { control } = useFormContext<EditValues>();
  return (
    <FormSection title="Portfolio">
      <Controller
        control={control}
        name="portfolioImages"
        render={({ field, fieldState }) => (
          <ImageUploadField
            id="portfolio-images"
            label="Portfolio"
            hint={`Up to ${PORTFOLIO_MAX} images. The first one is your profile's cover; drag or use the move buttons to reorder.`}
            value={field.value}
            onChange={field.onChange}
            max={PORTFOLIO_MAX}
            error={fieldState.error?.message}
            onBusyChange={onPortfolioBusy}
          />
        )}
      />
      <Controller
        control={control}
        name="flashImages"
        render={({ field, fieldState }) => (
          <ImageUploadField
            id="flash-images"
            label="Flash designs"
            hint={`Optional: designs you're ready to tattoo, up to ${FLASH_MAX}.`}
            value={field.value}
            onChange={field.onChange}
            max={FLASH_MAX}
            error={fieldState.error?.message}
            onBusyChange={onFlashBusy}
          />
        )}
      />
    </FormSection>
  );
}
