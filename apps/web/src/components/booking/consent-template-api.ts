import type { ConsentTemplate, ConsentTemplateUpdate } from '@inkbook/contracts/aftercare';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { aftercareApi } from '@/lib/api';
import type { OwnerAs } from './booking-api';

// How the web reads an artist's or studio's consent template and its versions (issue 24 item 1), under the side it
// is read as (`?as=`, for an account that is both), like the booking settings.

const sideOf = (as?: OwnerAs) => as ?? 'own';
const asQuery = (as?: OwnerAs) => (as ? { as } : {});

export const consentTemplateKeys = {
  /** Under 'bookings': a reconnect of the live stream refreshes them with the rest. */
  templates: ['bookings', 'consent-template'] as const,
  template: (as?: OwnerAs) => ['bookings', 'consent-template', sideOf(as)] as const,
  allVersions: ['bookings', 'consent-versions'] as const,
  versions: (as?: OwnerAs) => ['bookings', 'consent-versions', sideOf(as)] as const,
};

/** The owner's current template (the default, version 1, until they save one). */
export const consentTemplateQueryOptions = (as?: OwnerAs) =>
  queryOptions({
    queryKey: consentTemplateKeys.template(as),
    queryFn: ({ signal }) => aftercareApi.consentTemplate({ query: asQuery(as), signal }),
  });

/** Every version, newest first, then the default. */
export const consentVersionsQueryOptions = (as?: OwnerAs) =>
  queryOptions({
    queryKey: consentTemplateKeys.versions(as),
    queryFn: ({ signal }) =>
      aftercareApi.consentVersions({ query: asQuery(as), signal }).then((answer) => answer.versions),
  });

/** Saves the template as a new version. */
export const saveConsentTemplate = (as: OwnerAs | undefined, body: ConsentTemplateUpdate) =>
  aftercareApi.updateConsentTemplate({ query: asQuery(as), body });

/**
 * Puts the version a save answered into the cache under the side it saved, and refreshes the templates and version
 * lists under every side (the side named and the account's own may be the same owner).
 */
export function storeConsentTemplate(
  queryClient: QueryClient,
  as: OwnerAs | undefined,
  saved: ConsentTemplate,
) {
  queryClient.setQueryData(consentTemplateKeys.template(as), saved);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: consentTemplateKeys.templates }),
    queryClient.invalidateQueries({ queryKey: consentTemplateKeys.allVersions }),
  ]);
}
