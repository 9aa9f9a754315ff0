import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { MailStatus } from '../../api/get-mailbox';

export const mailStatusLabels: Record<MailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

const variants: Record<MailStatus, BadgeVariant> = {
  queued: 'outline',
  sent: 'success',
  failed: 'accent',
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge variant={variants[status]}>{mailStatusLabels[status]}</Badge>;
}
