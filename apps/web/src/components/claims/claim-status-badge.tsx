import type { ClaimStatus } from '@inkbook/contracts/claim';
import { Badge } from '@/components/ui/badge';
import type { ClaimSide } from './claim-side';
import { badgeVariant, claimLabels } from './claim-wording';

/** A claim's status in its side's words ('Pending' for the artist, 'Waiting for Artist' for the studio, …). */
export function ClaimStatusBadge({ status, side }: { status: ClaimStatus; side: ClaimSide }) {
  return <Badge variant={badgeVariant(status, side)}>{claimLabels[side][status]}</Badge>;
}
