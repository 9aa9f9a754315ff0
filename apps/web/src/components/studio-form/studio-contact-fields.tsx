import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { StudioProfileFormValues } from './studio-form-schema';

/** How clients reach the studio: phone, business email, Instagram and website. */
export function StudioContactFields() {
  const { register, formState } = useFormContext<StudioProfileFormValues>();
  const { errors } = formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        id="studio-phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        placeholder="(512) 555-0100"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <FormField
        id="studio-email"
        label="Business email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="hello@yourstudio.com"
        error={errors.businessEmail?.message}
        {...register('businessEmail')}
      />
      <FormField
        id="studio-instagram"
        label="Instagram (optional)"
        autoComplete="off"
        placeholder="@yourstudio or profile link"
        error={errors.instagramHandle?.message}
        {...register('instagramHandle')}
      />
      <FormField
        id="studio-website"
        label="Website (optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://yourstudio.com"
        error={errors.website?.message}
        {...register('website')}
      />
    </div>
  );
}
