import { zodResolver } from '@hookform/resolvers/zod';
import { missingFieldsMessage, missingStudioFields } from '@inkbook/contracts/studio';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { StudioAboutFields } from '@/components/studio-form/studio-about-fields';
import { StudioIdentityFields } from '@/components/studio-form/studio-identity-fields';
import { StudioPhotosFields } from '@/components/studio-form/studio-photos-fields';
import { StudioPoliciesFields } from '@/components/studio-form/studio-policies-fields';
import { useBusyFields } from '@/components/studio-form/use-busy-fields';
import { useWizardStep } from '@/components/wizard/use-wizard-step';
import { WizardFrame } from '@/components/wizard/wizard-frame';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { LEAVE_APPLICATION, useLeaveGuard } from '@/lib/use-leave-guard';
import { useKeepDraft, usePersistedDraft } from '@/lib/use-persisted-draft';
import { useSubmitStudioApplication } from '../api/submit-studio-application';
import { useRecheckFlaggedFields } from '../hooks/use-recheck-flagged-fields';
import { emptyStudioForm, type StudioFormValues, studioFormSchema } from '../utils/studio-form';
import { STEP, STUDIO_DRAFT, stepOfField, studioSteps } from '../utils/studio-steps';
import { PreviewActions } from './preview-actions';
import { ContactStep } from './steps/contact-step';
import { PreviewStep } from './steps/preview-step';
import { StudioIntro } from './studio-intro';

/** Spec §9: the application takes up to 5 interior and 3 exterior photos (the dashboard allows more later). */
const INTERIOR_MAX = 5;
const EXTERIOR_MAX = 3;

// Raw: the form keeps what its inputs hold; the parsed body is made once, at submit.
const resolver = zodResolver(studioFormSchema, undefined, { raw: true });

/**
 * The studio application (spec §2, §4): a landing screen, five steps that each check their own fields on
 * Continue, then a preview that submits. One form holds every step's values, so going back keeps them; they are
 * kept in the tab as they change (never the passwords; uploads as their media URLs), so a reload keeps them too.
 */
/**
 * `signedInEmail`: the account a new studio would join (see ExistingAccountNote); `started`: opened from the
 * intro's start (StudioApplicationEntry), so step 1 is reached.
 */
export function StudioApplication({
  signedInEmail,
  started: opened,
}: {
  signedInEmail: string | null;
  started: boolean;
}) {
  const navigate = useNavigate();
  // Screen 0 is the intro, 1-6 the steps (index + 1), kept in the URL so the browser's Back moves between them.
  const kept = usePersistedDraft<StudioFormValues>(STUDIO_DRAFT);
  const wizard = useWizardStep(studioSteps.length, Math.max(kept.restored?.reached ?? 0, opened ? 1 : 0));
  const started = wizard.step > 0;
  const step = wizard.step - 1;
  const setStep = (index: number) => wizard.goTo(index + 1);
  const uploads = useBusyFields();
  const submission = useSubmitStudioApplication();
  const form = useForm<StudioFormValues>({
    resolver,
    defaultValues: { ...emptyStudioForm, ...kept.restored?.answers },
  });
  const values = useWatch({ control: form.control }) as StudioFormValues;
  useRecheckFlaggedFields(form);
  // Also on the intro once something was entered: the browser's Back can lead there from a step.
  const guard = useLeaveGuard(started || form.formState.isDirty, LEAVE_APPLICATION);
  useKeepDraft(
    kept,
    { answers: values, step: wizard.step, reached: wizard.reached },
    !submission.isSuccess && (started || form.formState.isDirty),
  );

  if (!started) return <StudioIntro onStart={() => wizard.goTo(1)} />;

  const current = studioSteps[step] ?? studioSteps[STEP.welcome]!;
  const submitting = submission.isPending;

  const warnIfPasswordsDiffer = () => {
    const { password, confirmPassword } = form.getValues();
    if (confirmPassword !== '' && password !== confirmPassword) {
      toast.error('Password Mismatch', {
        description: 'Please make sure your passwords match before continuing.',
      });
    }
  };

  const submit = async () => {
    const values = form.getValues();
    const missing = missingStudioFields(values);
    if (missing.length > 0) {
      toast.error('Missing Required Fields', { description: missingFieldsMessage(missing) });
      return;
    }
    const parsed = studioFormSchema.safeParse(values);
    if (!parsed.success) {
      // Every step was checked on the way here; should a value have gone stale since, show it where it lives.
      const target = stepOfField(String(parsed.error.issues[0]?.path[0] ?? ''));
      setStep(target);
      await form.trigger(studioSteps[target]?.fields);
      return;
    }
    submission.mutate(parsed.data, {
      onSuccess: () => {
        kept.clear();
        guard.release();
        void navigate(paths.studioOnboardingSubmitted, { state: { email: parsed.data.businessEmail } });
      },
    });
  };

  const next = async () => {
    if (step === STEP.preview) return submit();
    if (step === STEP.contact) warnIfPasswordsDiffer();
    if (await form.trigger(current.fields, { shouldFocus: true })) setStep(step + 1);
  };

  const nextLabel = uploads.busy ? 'Uploading...' : step === STEP.policies ? 'Preview Profile' : 'Continue';

  return (
    <FormProvider {...form}>
      <WizardFrame
        step={step + 1}
        total={studioSteps.length}
        title={current.title}
        description={current.description}
        pageTitle="Studio application"
        nextLabel={nextLabel}
        onNext={() => void next()}
        onBack={wizard.back}
        backDisabled={step === STEP.welcome}
        busy={uploads.busy || submitting}
        actions={
          step === STEP.preview ? (
            // Back to the first step, so the studio walks through everything it entered.
            <PreviewActions onEdit={() => setStep(STEP.welcome)} submitting={submitting} />
          ) : undefined
        }
      >
        {step === STEP.welcome ? <StudioIdentityFields onBusyChange={uploads.setBusy} /> : null}
        {step === STEP.about ? <StudioAboutFields /> : null}
        {step === STEP.space ? (
          <StudioPhotosFields
            interiorMax={INTERIOR_MAX}
            exteriorMax={EXTERIOR_MAX}
            onBusyChange={uploads.setBusy}
          />
        ) : null}
        {step === STEP.contact ? <ContactStep signedInEmail={signedInEmail} /> : null}
        {step === STEP.policies ? <StudioPoliciesFields /> : null}
        {step === STEP.preview ? <PreviewStep values={form.getValues()} /> : null}
      </WizardFrame>
    </FormProvider>
  );
}
