import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { api } from '@/lib/api-client';
import { useCommand } from '@/lib/use-command';
import { showChanged } from './inbox-cache';
import { inquiryPaths } from './inquiry-paths';

/** PATCH /api/inquiries/{id}/notes: the artist's private notes; the answer carries the inquiry. */
export const saveInquiryNotes = async (id: string, notes: string) =>
  (await api.patch<{ inquiry: ArtistInquiry }>(inquiryPaths.notes(id), { notes })).inquiry;

export function useSaveInquiryNotes() {
  return useCommand({
    mutationFn: ({ id, notes }: { id: string; notes: string }) => saveInquiryNotes(id, notes),
    success: { title: 'Notes Saved', description: 'Your internal notes have been saved successfully.' },
    failure: { title: 'Error', description: 'Failed to save notes. Please try again.' },
    onSuccess: (inquiry, _notes, queryClient) => showChanged(queryClient, inquiry),
  });
}
