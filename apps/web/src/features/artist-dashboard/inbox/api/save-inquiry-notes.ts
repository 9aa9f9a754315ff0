import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastFailure } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
import { showChanged } from './inbox-cache';
import { inquiryPaths } from './inquiry-paths';

/** PATCH /api/inquiries/{id}/notes: the artist's private notes; the answer carries the inquiry. */
export const saveInquiryNotes = async (id: string, notes: string) =>
  (await api.patch<{ inquiry: ArtistInquiry }>(inquiryPaths.notes(id), { notes })).inquiry;

export function useSaveInquiryNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string }) => saveInquiryNotes(id, notes),
    onSuccess: async (inquiry) => {
      toast.success('Notes Saved', { description: 'Your internal notes have been saved successfully.' });
      await showChanged(queryClient, inquiry);
    },
    onError: (error) => toastFailure(error, 'Failed to save notes. Please try again.'),
  });
}
