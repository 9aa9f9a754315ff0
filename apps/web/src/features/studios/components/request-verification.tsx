import type { SessionUser } from '@inkbook/contracts/identity';
import { WhenIdle } from '@/components/when-idle';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';

// Visitors never load it: the check of the artist's status and claims and the claim command come only for artists.
const button = lazyWhenIdle(
  async () => (await import('./request-verification-button')).RequestVerificationButton,
);

interface RequestVerificationProps {
  studioId: string;
  /** The signed-in user, or null for a visitor. */
  viewer: SessionUser | null | undefined;
}

/**
 * 'Request verification' (issue 14 item 5): a signed-in artist asks the studio to verify them. Only an account with
 * an artist profile gets it, and not the studio's own account (one account cannot verify itself).
 */
export function RequestVerification({ studioId, viewer }: RequestVerificationProps) {
  const artistId = viewer?.artistId;
  if (!artistId || viewer.studioId === studioId) return null;
  return (
    <WhenIdle fallback={null}>
      <button.Component studioId={studioId} artistId={artistId} />
    </WhenIdle>
  );
}
