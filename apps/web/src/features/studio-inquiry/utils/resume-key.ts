/**
 * Where the wizard's answers wait across a sign-in (components/wizard/resume.ts). Apart from the wizard's hook: the
 * profile's button needs the key, not the form code (react-hook-form, schemas) the hook brings.
 */
export const studioResumeKey = (studioId: string) => `studio:${studioId}`;
