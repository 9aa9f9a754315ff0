/** The application wizard's own reads. */
export const onboardingKeys = {
  handle: (handle: string) => ['onboarding', 'check-handle', handle] as const,
};
