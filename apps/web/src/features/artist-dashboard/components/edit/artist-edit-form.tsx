import { zodResolver } from '@hookform/resolvers/zod';
import type { Artist } from '@inkbook/contracts/artist';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ArtistBioField } from '@/components/artist-form/artist-bio-field';
import { ArtistContactFields } from '@/components/artist-form/artist-contact-fields';
import { ArtistFlashDetailsFields } from '@/components/artist-form/artist-flash-details-fields';
import { ArtistIdentityFields } from '@/components/artist-form/artist-identity-fields';
import { ArtistPoliciesFields } from '@/components/artist-form/artist-policies-fields';
import { ArtistStylesField } from '@/components/artist-form/artist-styles-field';
import { ArtistWorkFields } from '@/components/artist-form/artist-work-fields';
import { useBusyFields } from '@/components/studio-form/use-busy-fields';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormField } from '@/components/ui/form-field';
import { FormSection } from '@/components/ui/form-section';
import { paths } from '@/config/paths';
import { LEAVE_UNSAVED, useLeaveGuard } from '@/lib/use-leave-guard';
import { useUpdateArtistProfile } from '../../api/update-artist-profile';
import { artistEditWithFlashSchema } from '../../utils/edit-schema';
import {
  BIO_MAX,
  BIO_MIN,
  type EditValues,
  editValuesOf,
  FLASH_MAX,
  PORTFOLIO_MAX,
  styleOptionsFor,
} from '../../utils/edit-values';
import { statusMessage } from '../../utils/profile-status';

/**
 * The whole profile as one form (spec §2 "Edit artist profile", §5 "Artist profile update"), checked with the
 * service's own edit rules before it is sent. Saved, it goes back to the dashboard; refused, what was typed stays
 * and the server's messages show by their fields.
 */
export function ArtistEditForm({ artist }: { artist: Artist }) {
  const navigate = useNavigate();
  const form = useForm<EditValues, unknown, z.output<ReturnType<typeof artistEditWithFlashSchema>>>({
    // The bio as the team accepted it is kept; only a changed bio must meet the edit rule.
    resolver: zodResolver(artistEditWithFlashSchema(artist)),
    defaultValues: editValuesOf(artist),
  });
  const update = useUpdateArtistProfile({
    success: { title: 'Profile Updated' },
    failure: { title: 'Update Failed', description: 'Failed to update profile. Please try again.' },
    form,
  });
  const [claimedFlash] = useState(
    () => new Set(artist.flash.filter((piece) => piece.claimed).map((piece) => piece.url)),
  );
  const [styleOptions] = useState(() => styleOptionsFor(artist.tattooStyles));
  // Each image field reports its own uploads; Save waits for all of them.
  const { busy: uploading, setBusy } = useBusyFields();
  const guard = useLeaveGuard(form.formState.isDirty, LEAVE_UNSAVED);

  const save = form.handleSubmit((body) =>
    update.mutate(
      { id: artist.id, body },
      {
        onSuccess: async () => {
          guard.release();
          await navigate(paths.dashboard);
        },
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form noValidate aria-label="Edit artist profile" className="flex flex-col gap-8" onSubmit={save}>
        {artist.status === 'rejected' ? (
          <p className="rounded-xl border border-accent/25 bg-accent-soft px-4 py-3 text-sm text-accent-strong">
            {statusMessage(artist.status)} Saving sends it to our team for review again.
          </p>
        ) : null}
        <FormSection title="Profile">
          <ArtistIdentityFields onBusyChange={setBusy} />
          <ArtistBioField label="Bio" min={BIO_MIN} max={BIO_MAX} />
          <ArtistStylesField options={styleOptions} />
        </FormSection>
        <FormSection title="Portfolio">
          <ArtistWorkFields portfolioMax={PORTFOLIO_MAX} flashMax={FLASH_MAX} onBusyChange={setBusy} />
          <ArtistFlashDetailsFields claimed={claimedFlash} />
        </FormSection>
        <ArtistContactFields
          handleField={
            <FormField
              id="instagram-handle"
              label="Instagram handle"
              hint="Your profile address follows your handle: changing it moves your public profile."
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              error={form.formState.errors.instagramHandle?.message}
              {...form.register('instagramHandle')}
            />
          }
        />
        <FormSection
          title="Policies"
          description="Leave a policy empty to hide it, or write at least 10 characters."
        >
          <ArtistPoliciesFields optional />
        </FormSection>
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-paper/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-5">
          <Button type="submit" variant="accent" isLoading={update.isPending} disabled={uploading}>
            {update.isPending ? 'Saving...' : uploading ? 'Uploading...' : 'Save Changes'}
          </Button>
          <Link to={paths.dashboard} className={buttonStyles({ variant: 'outline' })}>
            Cancel
          </Link>
          <a
            href={paths.artist(artist.instagramHandle)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonStyles({ variant: 'ghost', className: 'sm:ml-auto' })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            View Public Profile
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </form>
    </FormProvider>
  );
}
