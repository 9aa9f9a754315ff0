import { inquiryApi } from '@/lib/api';
import { useCommand } from '@/lib/use-command';
import { showChanged } from './inbox-cache';

/** PATCH /api/inquiries/{id}/notes: the artist's private notes; the answer carries the inquiry. */
export const saveInquiryNotes = async (id: string, notes: string) =>
  (await inquiryApi.saveNotes({ params: { id }, body: { notes } })).inquiry;

export function useSaveInquiryNotes() {
  return useCommand({
    mutationFn: ({ id, notes }: { id: string; notes: string }) => saveInquiryNotes(id, notes),
    success: { title: 'Notes Saved', description: 'Your internal notes have been saved successfully.' },
    failure: { title: 'Error', description: 'Failed to save notes. Please try again.' },
    onSuccess: (inquiry, _notes, queryClient) => showChanged(queryClient, inquiry),
  });
}
