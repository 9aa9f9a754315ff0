import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './ui/form-field';

interface ArtistContactFieldsProps {
  email: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  website: UseFormRegisterReturn;
  errors: { email?: string | undefined; phone?: string | undefined; website?: string | undefined };
}

/** How clients reach an artist (application and profile edit): email, then the optional phone and website. */
export function ArtistContactFields({ email, phone, website, errors }: ArtistContactFieldsProps) {
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          id="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email}
          {...email}
        />
        <FormField
          id="phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          placeholder="(512) 555-0100"
          error={errors.phone}
          {...phone}
        />
      </div>
      <FormField
        id="website"
        label="Website (optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com"
        error={errors.website}
        {...website}
      />
    </>
  );
}
