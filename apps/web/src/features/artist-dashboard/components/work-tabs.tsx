import { Suspense } from 'react';
import type { OwnerAs } from '@/components/booking/booking-api';
import { SkeletonText } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';
import { useTabParam } from '@/lib/use-tab-param';
import { InquiryInbox } from '../inbox/components/inquiry-inbox';

// The Bookings tab is its own chunk, loaded when first opened (or pointed at): the dashboard's first paint does not
// carry it.
const bookings = lazyWhenIdle(async () => (await import('@/components/booking/bookings-tab')).BookingsTab);

// The waitlist (issue 26) likewise: most visits never open it.
const waitlist = lazyWhenIdle(async () => (await import('@/components/books/waitlist-panel')).WaitlistPanel);

const labels = { inquiries: 'Inquiries', bookings: 'Bookings', waitlist: 'Waitlist' } as const;
const lazyTabs = { bookings, waitlist };
const order = Object.keys(labels) as (keyof typeof labels)[];

interface WorkTabsProps {
  artistId: string;
  /** An account that is also a studio asks for its booking settings and feed as the artist. */
  bookingsAs: OwnerAs | undefined;
}

/** The artist's lists of work: the inquiry inbox, the Bookings tab (issue 23 item 11) and the Waitlist (issue 26), open one in `?tab=`. */
export function WorkTabs({ artistId, bookingsAs }: WorkTabsProps) {
  const [tab, select] = useTabParam(order, 'inquiries');
  return (
    <Tabs value={tab} onValueChange={select}>
      <TabsList aria-label="Inquiries, bookings and waitlist" className="w-full sm:w-auto">
        {order.map((value) => (
          <TabsTrigger
            key={value}
            value={value}
            onPointerEnter={value === 'inquiries' ? undefined : () => void lazyTabs[value].preload()}
          >
            {labels[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="inquiries">
        <InquiryInbox artistId={artistId} />
      </TabsContent>
      <TabsContent value="bookings">
        <Suspense fallback={<TabLoading label="Bookings" />}>
          <bookings.Component owner={{ kind: 'artist', id: artistId }} as={bookingsAs} />
        </Suspense>
      </TabsContent>
      <TabsContent value="waitlist">
        <Suspense fallback={<TabLoading label="Waitlist" />}>
          <waitlist.Component as={bookingsAs} />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}

function TabLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={`Loading ${label}`}>
      <SkeletonText lines={5} />
    </div>
  );
}
