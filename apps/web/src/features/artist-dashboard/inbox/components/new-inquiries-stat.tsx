import { WhenIdle } from '@/components/when-idle';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';

const count = lazyWhenIdle(async () => (await import('./new-inquiries-count')).NewInquiriesCount);

/** The dashboard's 'New Inquiries' number: its code and request come once the page has drawn, '–' until then. */
export function NewInquiriesStat({ artistId }: { artistId: string }) {
  return (
    <WhenIdle fallback="–">
      <count.Component artistId={artistId} />
    </WhenIdle>
  );
}
