import type { Claim } from '@inkbook/contracts/claim';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { claimApi } from './api';
import { isApiError } from './api-client';
import { useCommand } from './use-command';

/**
 * Studio ↔ artist verification claims (spec §7, issue 14), shared by the artist's dashboard, the studio's dashboard
 * and the studio profile's 'Request verification': one set of fetchers, query keys and one mutation shape, so a
 * change made on either side refreshes every claim list on screen.
 */
export const claimKeys = {
  all: ['claims'] as const,
  artist: (artistId: string) => ['claims', 'artist', artistId] as const,
  studio: (studioId: string) => ['claims', 'studio', studioId] as const,
  history: (claimId: string) => ['claims', 'history', claimId] as const,
};

export const getArtistClaims = (artistId: string, signal?: AbortSignal) =>
  claimApi.forArtist({ params: { artistId }, signal });
export const getStudioClaims = (studioId: string, signal?: AbortSignal) =>
  claimApi.forStudio({ params: { studioId }, signal });
export const getClaimHistory = (claimId: string, signal?: AbortSignal) =>
  claimApi.history({ params: { id: claimId }, signal });

/** A refusal (401/403/404) will not change by asking again; a network hiccup gets the usual 3 tries. */
const retry = (failureCount: number, error: unknown) =>
  !(isApiError(error) && error.status < 500) && failureCount < 3;

export const artistClaimsQueryOptions = (artistId: string) =>
  queryOptions({
    queryKey: claimKeys.artist(artistId),
    queryFn: ({ signal }) => getArtistClaims(artistId, signal),
    retry,
  });
export const studioClaimsQueryOptions = (studioId: string) =>
  queryOptions({
    queryKey: claimKeys.studio(studioId),
    queryFn: ({ signal }) => getStudioClaims(studioId, signal),
    retry,
  });
export const claimHistoryQueryOptions = (claimId: string) =>
  queryOptions({
    queryKey: claimKeys.history(claimId),
    queryFn: ({ signal }) => getClaimHistory(claimId, signal),
    retry,
  });

export const useArtistClaims = (artistId: string) => useQuery(artistClaimsQueryOptions(artistId));
export const useStudioClaims = (studioId: string) => useQuery(studioClaimsQueryOptions(studioId));
export const useClaimHistory = (claimId: string, enabled = true) =>
  useQuery({ ...claimHistoryQueryOptions(claimId), enabled });

/** What either side can send: a new claim, or a decision on one (message optional; delist takes none). */
export type ClaimCommand =
  | { action: 'create'; studioId: string; artistId: string; message?: string }
  | { action: 'approve' | 'deny'; id: string; message?: string }
  | { action: 'delist'; id: string };
export type ClaimAction = ClaimCommand['action'];

export function sendClaimCommand(command: ClaimCommand): Promise<Claim> {
  switch (command.action) {
    case 'create': {
      const { action: _action, ...body } = command;
      return claimApi.create({ body });
    }
    case 'delist':
      return claimApi.delist({ params: { id: command.id } });
    default:
      return claimApi[command.action]({
        params: { id: command.id },
        body: command.message ? { message: command.message } : {},
      });
  }
}

/** The toast texts one screen uses per action (spec §8 differs between the artist's and the studio's side). */
export type ClaimTexts = Partial<Record<ClaimAction, { success: string; failure: string }>>;

/**
 * Sends a claim command, says how it went, and refreshes every claim list and history on screen. A failure shows
 * the server's own message by useCommand's rule (e.g. 409 'This studio and artist already have an open or verified
 * claim'), else the screen's fallback text, and changes nothing.
 */
export function useClaimCommand(texts: ClaimTexts) {
  return useCommand({
    mutationFn: sendClaimCommand,
    success: (_claim, { action }) => {
      const success = texts[action]?.success;
      return success ? { title: success } : undefined;
    },
    failure: ({ action }) => ({
      title: 'Error',
      description: texts[action]?.failure ?? 'Something went wrong. Please try again.',
    }),
    onSettled: (queryClient) => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
}
