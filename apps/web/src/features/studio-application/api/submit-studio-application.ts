import type { StudioApplicationInput } from '@inkbook/contracts/studio';
import { studioApi } from '@/lib/api';
import { useCommand } from '@/lib/use-command';

/** POST /api/studios: the application with its password; the studio starts pending review (spec §4). */
export const submitStudioApplication = (body: StudioApplicationInput) => studioApi.apply({ body });

/** Spec §8 'Studio submit': its success and failure toasts (the server's reason, or the spec's text). */
export function useSubmitStudioApplication() {
  return useCommand({
    mutationFn: submitStudioApplication,
    success: {
      title: 'Studio Profile Submitted! 🎉',
      description:
        "Your studio profile has been submitted for review. You'll be notified once it's approved.",
    },
    failure: {
      title: 'Submission Failed',
      description: 'Failed to submit studio profile. Please try again.',
    },
  });
}
