import type { Studio } from '@inkbook/contracts/studio';
import { type ComponentType, Suspense, useRef } from 'react';
import { SkeletonText } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';
import { useTabParam } from '@/lib/use-tab-param';
import { OverviewTab } from '../overview/overview-tab';
import { InquiriesBadge } from './inquiries-badge';

type TabProps = {
  studio: Studio;
  /** The signed-in account is both an artist and a studio: its booking settings and feed are asked for as the studio. */
  sharedAccount: boolean;
};

// Each tab but the Overview is its own chunk, loaded when first opened (or pointed at), so the dashboard's first
// paint carries only the Overview's code (Lighthouse mobile performance ≥ 90, issue 14).
const lazyTab = (load: () => Promise<ComponentType<TabProps>>) => lazyWhenIdle<TabProps>(load);
const tabs = {
  profile: lazyTab(() => import('../profile/profile-tab').then((m) => m.ProfileTab)),
  artists: lazyTab(() => import('../artists/artists-tab').then((m) => m.ArtistsTab)),
  inquiries: lazyTab(() => import('../inquiries/inquiries-tab').then((m) => m.InquiriesTab)),
  bookings: lazyTab(() => import('../bookings/studio-bookings-tab').then((m) => m.StudioBookingsTab)),
  'artist-inquiries': lazyTab(() =>
    import('../artist-inquiries/artist-inquiries-tab').then((m) => m.ArtistInquiriesTab),
  ),
  waitlist: lazyTab(() => import('../waitlist/waitlist-tab').then((m) => m.WaitlistTab)),
};
type LazyTab = keyof typeof tabs;
export type TabValue = 'overview' | LazyTab;
/** Tabs that hold unsaved work (the Profile form): once opened they stay mounted, hidden, so a switch keeps it. */
const keptOnceOpened: ReadonlySet<TabValue> = new Set(['profile']);

const labels: Record<TabValue, string> = {
  overview: 'Overview',
  profile: 'Profile',
  artists: 'Artists',
  inquiries: 'Inquiries',
  bookings: 'Bookings',
  'artist-inquiries': 'Artist Inquiries',
  waitlist: 'Waitlist',
};
const everyTab = Object.keys(labels) as TabValue[];
/**
 * The Bookings and Waitlist tabs are the owner's own (their bookings, settings and calendar; the people waiting for
 * them): an admin managing the studio has neither.
 */
const ownerOnly: ReadonlySet<TabValue> = new Set(['bookings', 'waitlist']);
const adminTabs = everyTab.filter((value) => !ownerOnly.has(value));

interface DashboardTabsProps extends TabProps {
  /** An admin managing the studio: no Bookings tab. */
  isAdmin: boolean;
}

/** Overview, Profile, Artists, Inquiries (with its pending badge), Bookings, Artist Inquiries and Waitlist (spec §2, issues 23, 26). */
export function DashboardTabs({ studio, sharedAccount, isAdmin }: DashboardTabsProps) {
  const order = isAdmin ? adminTabs : everyTab;
  const [tab, select] = useTabParam(order, 'overview');
  const triggers = useRef<Partial<Record<TabValue, HTMLButtonElement | null>>>({});
  const opened = useRef(new Set<TabValue>());
  if (keptOnceOpened.has(tab)) opened.current.add(tab);
  // A button in the Overview that opens another tab goes away with it: focus moves to the tab it opened.
  const openFromOverview = (value: TabValue) => {
    select(value);
    triggers.current[value]?.focus();
  };
  return (
    <Tabs value={tab} onValueChange={select}>
      <TabsList aria-label="Studio dashboard sections" className="w-full sm:w-auto">
        {order.map((value) => (
          <TabsTrigger
            key={value}
            value={value}
            ref={(element) => {
              triggers.current[value] = element;
            }}
            onPointerEnter={value === 'overview' ? undefined : () => void tabs[value].preload()}
          >
            {labels[value]}
            {value === 'inquiries' ? <InquiriesBadge studioId={studio.id} /> : null}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab studio={studio} onOpenTab={openFromOverview} />
      </TabsContent>
      {order
        .filter((value): value is LazyTab => value !== 'overview')
        .map((value) => {
          const { Component } = tabs[value];
          return (
            <TabsContent
              key={value}
              value={value}
              forceMount={opened.current.has(value) || undefined}
              className="data-[state=inactive]:hidden"
            >
              <Suspense fallback={<TabLoading label={labels[value]} />}>
                <Component studio={studio} sharedAccount={sharedAccount} />
              </Suspense>
            </TabsContent>
          );
        })}
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
