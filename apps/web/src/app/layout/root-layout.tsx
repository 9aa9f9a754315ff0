import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { SkipLink } from './skip-link';

/** A thin bar while the next route's code loads, so a slow network never looks like a dead click. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden"
    >
      <div className="h-full w-1/3 animate-pulse bg-accent" />
    </div>
  );
}

/** Navbar, main content and footer for every page except the embeddable card. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <Navbar />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

/** The embed route renders alone, sized by its iframe (spec §2 /embed/{handle}). */
export function BareLayout() {
  return (
    <main id="main" className="min-h-dvh">
      <Outlet />
      <ScrollRestoration />
    </main>
  );
}
