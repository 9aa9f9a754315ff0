import type { Studio } from '@inkbook/contracts/studio';
import { WaitlistPanel } from '@/components/books/waitlist-panel';

/** The studio's waitlist (issue 26 item 2); an account that is also an artist reads the studio side's. */
export function WaitlistTab({ sharedAccount }: { studio: Studio; sharedAccount: boolean }) {
  return <WaitlistPanel as={sharedAccount ? 'studio' : undefined} />;
}
