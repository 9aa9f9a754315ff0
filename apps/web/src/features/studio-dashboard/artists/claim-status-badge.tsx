import type { ClaimStatus } from '@inkbook/contracts/claim';
import { studioClaimLabels } from '@inkbook/contracts/claim-status';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

/** What wants the studio's hand stands out; verified is good news; the ends of a claim are quiet. */
const statusLook: Record<ClaimStatus, BadgeVariant> = {
  pending_artist_approval: 'neutral',
  pending_studio_approval: 'accent',
  verified: 'success',
  denied_by_artist: 'ink',
  denied_by_studio: 'ink',
  cancelled: 'outline',
};

/** A claim's status in the studio's words (spec §4: 'Waiting for Artist', 'Needs Your Approval', …). */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return <Badge variant={statusLook[status]}>{studioClaimLabels[status]}</Badge>;
}
