import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { ConfirmDeleteInquiry } from '@/components/confirm-delete-inquiry';
import { useDeleteInquiry } from '../api/delete-inquiry';

interface DeleteInquiryProps {
  inquiry: ArtistInquiry;
  onDeleted: () => void;
}

/** Delete behind the shared confirmation. */
export function DeleteInquiry({ inquiry, onDeleted }: DeleteInquiryProps) {
  const remove = useDeleteInquiry();
  return (
    <ConfirmDeleteInquiry
      isPending={remove.isPending}
      onConfirm={(done) =>
        remove.mutate(inquiry, {
          onSuccess: () => {
            done();
            onDeleted();
          },
        })
      }
    />
  );
}
