import { type InquiryStatus, inquiryStatusLabel } from '@inkbook/contracts/inquiry-status';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

/** How each status reads: New stands out, a decision is solid, the rest are quiet. */
const statusLook: Record<InquiryStatus, BadgeVariant> = {
  pending: 'accent',
  reviewed: 'neutral',
  responded: 'outline',
  approved: 'success',
  declined: 'ink',
};

/** An inquiry's status with its spec §4 label; a status this version does not know reads 'New'. */
export function InquiryStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={statusLook[status as InquiryStatus] ?? 'accent'}>{inquiryStatusLabel(status)}</Badge>
  );
}
