import { zodResolver } from '@hookform/resolvers/zod';
import type { Studio } from '@inkbook/contracts/studio';
import { FormProvider, useForm } from 'react-hook-form';
import { StudioAboutFields } from '@/components/studio-form/studio-about-fields';
import { StudioContactFields } from '@/components/studio-form/studio-contact-fields';
import {
  type StudioProfileFormBody,
  type StudioProfileFormValues,
  studioProfileFormSchema,
} from '@/components/studio-form/studio-form-schema';
import { StudioHoursFields } from '@/components/studio-form/studio-hours-fields';
import { StudioIdentityFields } from '@/components/studio-form/studio-identity-fields';
import { StudioLocationFields } from '@/components/studio-form/studio-location-fields';
import { StudioPhotosFields } from '@/components/studio-form/studio-photos-fields';
import { StudioPoliciesFields } from '@/components/studio-form/studio-policies-fields';
import { useBusyFields } from '@/components/studio-form/use-busy-fields';
import { FormSection } from '@/components/ui/form-section';
import { LEAVE_UNSAVED, useLeaveGuard } from '@/lib/use-leave-guard';
import { useUpdateStudioProfile } from './api/update-studio-profile';
import { ProfileSaveBar } from './profile-save-bar';
import { changedFields, profileValuesOf } from './utils/profile-values';

/** Spec §9: the dashboard takes up to 10 interior and 10 exterior photos. */
const PHOTOS_MAX = 10;

/**
 * The Profile tab (spec §2 "Studio dashboard", §5): every field of the studio's application, checked with the
 * catalog's own edit rules before anything is sent, and saved as a partial update of what changed. Refused,
 * what was typed stays and the server's messages show by their fields.
 */
export function ProfileTab({ studio }: { studio: Studio }) {
  const form = useForm<StudioProfileFormValues, unknown, StudioProfileFormBody>({
    resolver: zodResolver(studioProfileFormSchema),
    defaultValues: profileValuesOf(studio),
  });
  const update = useUpdateStudioProfile(form);
  const uploads = useBusyFields();
  useLeaveGuard(form.formState.isDirty, LEAVE_UNSAVED);

  const save = form.handleSubmit((parsed) => {
    const body = changedFields(parsed, form.getValues(), form.formState.defaultValues ?? {});
    if (Object.keys(body).length === 0) return;
    update.mutate(
      { id: studio.id, body },
      {
        // The saved studio is where the next edit starts: nothing is left to save.
        onSuccess: (saved) => form.reset(profileValuesOf(saved)),
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Edit studio profile"
        // A field scrolled to (focused on a refusal) stays clear of the sticky navbar and save bar, with its
        // message under it in view.
        className="flex flex-col gap-8 [&_:is(input,textarea,button)]:scroll-mt-24 [&_:is(input,textarea,button)]:scroll-mb-40"
        onSubmit={save}
      >
        <FormSection title="Studio details">
          <StudioIdentityFields onBusyChange={uploads.setBusy} />
          <StudioAboutFields />
        </FormSection>
        <FormSection title="Photos" description="Reorder by dragging, or with the move buttons.">
          <StudioPhotosFields
            interiorMax={PHOTOS_MAX}
            exteriorMax={PHOTOS_MAX}
            onBusyChange={uploads.setBusy}
          />
        </FormSection>
        <FormSection title="Where to find you">
          <StudioLocationFields />
        </FormSection>
        <FormSection title="Contact">
          <StudioContactFields />
        </FormSection>
        <FormSection title="Hours and appointments">
          <StudioHoursFields />
        </FormSection>
        <FormSection title="Policies">
          <StudioPoliciesFields />
        </FormSection>
        <ProfileSaveBar
          dirty={form.formState.isDirty}
          saving={update.isPending}
          uploading={uploads.busy}
          onDiscard={() => form.reset()}
        />
      </form>
    </FormProvider>
  );
}
