import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { type LazyRouteFunction, matchRoutes, type RouteObject, redirect } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { comingSoonSlugs, paths } from '@/config/paths';
import { BareLayout, RootLayout } from './layout/root-layout';
import { prefetchLoaders, type StartPrefetch } from './prefetch';
import NotFoundRoute from './routes/not-found';
import { RouteError } from './routes/route-error';

/** Each page is its own chunk: a route module's default export becomes the route's Component. */
const page =
  (load: () => Promise<{ default: ComponentType }>): LazyRouteFunction<RouteObject> =>
  async () => ({ Component: (await load()).default });

const comingSoon = page(() => import('./routes/coming-soon'));

/** Every route of spec §2. */
const pageRoutes = (prefetch: ReturnType<typeof prefetchLoaders>): RouteObject[] => [
  { index: true, loader: prefetch.landing, lazy: page(() => import('./routes/landing')) },
  { path: paths.apply, lazy: page(() => import('./routes/apply')) },
  { path: paths.onboarding, lazy: page(() => import('./routes/onboarding')) },
  // The login page links to /onboard; the wizard lives at /onboarding (DESIGN §5).
  {
    path: paths.onboardAlias,
    loader: ({ request }) => redirect(`${paths.onboarding}${new URL(request.url).search}`),
  },
  { path: paths.studioOnboarding, lazy: page(() => import('./routes/studio-onboarding')) },
  { path: paths.onboardingSubmitted, lazy: page(() => import('./routes/application-submitted')) },
  { path: paths.studioOnboardingSubmitted, lazy: page(() => import('./routes/application-submitted')) },
  { path: paths.discover, lazy: page(() => import('./routes/discover')) },
  { path: paths.artists, loader: prefetch.artists, lazy: page(() => import('./routes/artists')) },
  { path: paths.studios, loader: prefetch.studios, lazy: page(() => import('./routes/studios')) },
  { path: '/artist/edit/:id', lazy: page(() => import('./routes/artist-edit')) },
  { path: '/artist/:handle', loader: prefetch.artist, lazy: page(() => import('./routes/artist-profile')) },
  { path: '/studio/:handle', loader: prefetch.studio, lazy: page(() => import('./routes/studio-profile')) },
  { path: paths.login, lazy: page(() => import('./routes/login')) },
  { path: paths.forgotPassword, lazy: page(() => import('./routes/forgot-password')) },
  { path: paths.resetPassword, lazy: page(() => import('./routes/reset-password')) },
  { path: paths.verifyEmail, lazy: page(() => import('./routes/verify-email')) },
  { path: paths.admin, lazy: page(() => import('./routes/admin')) },
  { path: paths.adminMailbox, lazy: page(() => import('./routes/admin-mailbox')) },
  { path: paths.dashboard, loader: prefetch.dashboard, lazy: page(() => import('./routes/dashboard')) },
  {
    path: paths.studioDashboard,
    loader: prefetch.studioDashboard,
    lazy: page(() => import('./routes/studio-dashboard')),
  },
  { path: paths.myInquiries, lazy: page(() => import('./routes/my-inquiries')) },
  { path: '/my-inquiries/:id', lazy: page(() => import('./routes/my-inquiry')) },
  { path: '/my-inquiries/:id/healing', lazy: page(() => import('./routes/my-inquiry-healing')) },
  { path: paths.notifications, lazy: page(() => import('./routes/notifications')) },
  { path: paths.notificationSettings, lazy: page(() => import('./routes/notification-settings')) },
  { path: paths.accountSettings, lazy: page(() => import('./routes/account-settings')) },
  { path: paths.unsubscribe, lazy: page(() => import('./routes/unsubscribe')) },
  { path: paths.waitlistLeave, lazy: page(() => import('./routes/waitlist-leave')) },
  { path: paths.tutorials, lazy: page(() => import('./routes/tutorials')) },
  { path: paths.embedGenerator, lazy: page(() => import('./routes/embed-generator')) },
  { path: paths.designGenerator, lazy: page(() => import('./routes/design-generator')) },
  { path: paths.pricingEstimator, lazy: page(() => import('./routes/pricing-estimator')) },
  { path: paths.terms, lazy: page(() => import('./routes/terms')) },
  { path: paths.privacy, lazy: page(() => import('./routes/privacy')) },
  ...comingSoonSlugs.map((slug): RouteObject => ({ path: `/${slug}`, lazy: comingSoon })),
  // Already in the main chunk (the error boundary uses it), so not lazy.
  { path: '*', Component: NotFoundRoute },
];

/** The app's routes; `startPrefetch` says how their loaders start their requests (prefetch.ts). */
export const createRoutes = (client: QueryClient, startPrefetch?: StartPrefetch): RouteObject[] => [
  {
    // Framed by other sites: no navbar, footer or signed-in chrome (DESIGN §3).
    path: '/embed/:handle',
    Component: BareLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [{ index: true, lazy: page(() => import('./routes/embed')) }],
  },
  {
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    // The pathless child keeps the navbar and footer on screen when a page fails.
    children: [{ ErrorBoundary: RouteError, children: pageRoutes(prefetchLoaders(client, startPrefetch)) }],
  },
];

/**
 * Loads the lazy route modules `path` matches into the route objects themselves, as the server did before it rendered
 * them: a router created over them draws the page at once, so the browser's first render is the server's HTML.
 */
export async function loadMatchedRoutes(routes: RouteObject[], path: string): Promise<void> {
  const lazy = (matchRoutes(routes, path) ?? []).map((match) => match.route).filter((route) => route.lazy);
  await Promise.all(
    lazy.map(async (route) => {
      const loaded = await (route.lazy as LazyRouteFunction<RouteObject>)();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
