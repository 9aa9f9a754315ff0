import type { Studio } from '@inkbook/contracts/studio';
import { type ComponentType, Suspense, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SkeletonText } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';
import { OverviewTab } from '../overview/overview-tab';
import { InquiriesBadge } from './inquiries-badge';

type TabProps = { studio: Studio };

// Each tab but the Overview is its own chunk, loaded when first opened (or pointed at), so the dashboard's first
// paint carries only the Overview's code (Lighthouse mobile performance ≥ 90, issue 14).
const lazyTab = (load: () => Promise<ComponentType<TabProps>>) => lazyWhenIdle<TabProps>(load);
const tabs = {
  profile: lazyTab(() => import('../profile/profile-tab').then((m) => m.ProfileTab)),
  artists: lazyTab(() => import('../artists/artists-tab').then((m) => m.ArtistsTab)),
  inquiries: lazyTab(() => import('../inquiries/inquiries-tab').then((m) => m.InquiriesTab)),
  'artist-inquiries': lazyTab(() =>
    import('../artist-inquiries/artist-inquiries-tab').then((m) => m.ArtistInquiriesTab),
  ),
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
  'artist-inquiries': 'Artist Inquiries',
};
const order = Object.keys(labels) as TabValue[];
const isTab = (value: string | null): value is TabValue => order.includes(value as TabValue);

/** The open tab lives in `?tab=` (none for the Overview), so a reload or coming back opens it again. */
function useTabParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabValue = isTab(raw) ? raw : 'overview';
  const select = (next: string) => {
    if (!isTab(next)) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'overview') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      // Switching tabs is not a page of its own in the history: Back leaves the dashboard.
      { replace: true, preventScrollReset: true },
    );
  };
  return [tab, select] as const;
}

/** Overview, Profile, Artists, Inquiries (with its pending badge) and Artist Inquiries (spec §2). */
export function DashboardTabs({ studio }: { studio: Studio }) {
  const [tab, select] = useTabParam();
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
      {(Object.keys(tabs) as LazyTab[]).map((value) => {
        const { Component } = tabs[value];
        return (
          <TabsContent
            key={value}
            value={value}
            forceMount={opened.current.has(value) || undefined}
            className="data-[state=inactive]:hidden"
          >
            <Suspense fallback={<TabLoading label={labels[value]} />}>
              <Component studio={studio} />
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
