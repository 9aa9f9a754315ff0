import { LogOut, Mail } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TooltipProvider } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminArtists } from '../api/get-admin-artists';
import { useAdminStats } from '../api/get-admin-stats';
import { useAdminStudios } from '../api/get-admin-studios';
import type { ReviewFilters as Filters } from '../utils/filter-profiles';
import { isSessionError } from '../utils/server-errors';
import { ArtistsPanel } from './artists-panel';
import { ReviewFilters } from './review-filters';
import { StatCards } from './stat-cards';
import { StudiosPanel } from './studios-panel';

interface AdminDashboardProps {
  email: string;
  onSignOut: () => void;
  isSigningOut: boolean;
  /** An admin request answered 401/403: the session ended, so the page asks the server who is signed in. */
  onSessionLost: () => void;
}

type Tab = 'artists' | 'studios';

/** The server searches as the admin types, once typing pauses this long. */
const SEARCH_SETTLE_MS = 300;

/** Spec §2 admin dashboard: Sign Out, six stats, then the artist and studio submissions to review. */
export function AdminDashboard({ email, onSignOut, isSigningOut, onSessionLost }: AdminDashboardProps) {
  const stats = useAdminStats();
  const [tab, setTab] = useState<Tab>('artists');
  const [filters, setFilters] = useState<Filters>({ search: '', status: 'all' });
  // Each tab keeps its own page; a new search or status filter starts both over at page 1.
  const [pages, setPages] = useState({ artists: 1, studios: 1 });
  const search = useDebouncedValue(filters.search, SEARCH_SETTLE_MS);
  const artistParams = { search, status: filters.status, page: pages.artists };
  const studioParams = { search, status: filters.status, page: pages.studios };
  // Both lists load, so both tabs can show how many rows match.
  const artists = useAdminArtists(artistParams);
  const studios = useAdminStudios(studioParams);
  const filter = useCallback((next: Filters) => {
    setFilters(next);
    setPages({ artists: 1, studios: 1 });
  }, []);
  const toArtistPage = useCallback(
    (page: number) => setPages((current) => ({ ...current, artists: page })),
    [],
  );
  const toStudioPage = useCallback(
    (page: number) => setPages((current) => ({ ...current, studios: page })),
    [],
  );

  const sessionLost = [stats.error, artists.error, studios.error].some(isSessionError);
  useEffect(() => {
    if (sessionLost) onSessionLost();
  }, [sessionLost, onSessionLost]);

  const count = (list: { total: number } | undefined) => (list ? ` (${list.total})` : '');

  return (
    <TooltipProvider>
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <PageTitle title="Admin Dashboard" />
        <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">Admin</p>
            <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Admin Dashboard</h1>
            <p className="mt-2 truncate text-muted">Signed in as {email}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.adminMailbox} className={buttonStyles({ variant: 'outline' })}>
              <Mail aria-hidden="true" className="size-4" />
              Mailbox
            </Link>
            <Button variant="outline" onClick={onSignOut} isLoading={isSigningOut}>
              {isSigningOut ? null : <LogOut aria-hidden="true" className="size-4" />}
              Sign Out
            </Button>
          </div>
        </header>

        <section aria-label="Stats">
          <StatCards />
        </section>

        <section aria-labelledby="submissions-heading" className="mt-12">
          <h2 id="submissions-heading" className="text-3xl font-semibold">
            Submissions
          </h2>
          <p className="mt-1 text-muted">
            Approve or reject new applications, fix details, or remove a profile.
          </p>
          <Tabs
            value={tab}
            onValueChange={(value) => setTab(value === 'studios' ? 'studios' : 'artists')}
            className="mt-6"
          >
            <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
              <TabsList aria-label="Submissions" className="self-start">
                <TabsTrigger value="artists">Artists{count(artists.data)}</TabsTrigger>
                <TabsTrigger value="studios">Studios{count(studios.data)}</TabsTrigger>
              </TabsList>
              <div className="lg:w-[32rem]">
                <ReviewFilters value={filters} onChange={filter} />
              </div>
            </div>
            <TabsContent value="artists">
              <ArtistsPanel params={artistParams} onPage={toArtistPage} />
            </TabsContent>
            <TabsContent value="studios">
              <StudiosPanel params={studioParams} onPage={toStudioPage} />
            </TabsContent>
          </Tabs>
        </section>
      </div>
    </TooltipProvider>
  );
}
