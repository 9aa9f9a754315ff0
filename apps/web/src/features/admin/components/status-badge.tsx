import type { ProfileStatus } from '@inkbook/contracts/fields';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

export const statusLabels: Record<ProfileStatus, string> = {
  approved: 'Approved',
  pending: 'Pending',
  rejected: 'Rejected',
};

const variants: Record<ProfileStatus, BadgeVariant> = {
  approved: 'success',
  pending: 'outline',
  rejected: 'accent',
};

export function StatusBadge({ status }: { status: ProfileStatus }) {
  return <Badge variant={variants[status]}>{statusLabels[status]}</Badge>;
}
