import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/screens/errors/route-error-screen';
import { RequireSignIn } from '@/screens/account/require-sign-in';
import { AppLayout, eventPagesScreen } from '@/app/layout/app-layout';
import { paths } from './paths';
import { useStartedApp } from './providers';

type ScreenModule = { default: ComponentType };
type ScreenLoader = () => Promise<ScreenModule>;

/** Route screens, each its own chunk so that the entry chunk holds none of them. */
const screens = {
  home: () => import('@/screens/home/home-screen'),
  eventHome: () => import('@/screens/event/event-home-screen'),
  sports: () => import('@/screens/event/sports-screen'),
  sport: () => import('@/screens/event/sport-screen'),
  federations: () => import('@/screens/event/federations-screen'),
  federation: () => import('@/screens/event/federation-screen'),
  athletes: () => import('@/screens/event/athletes-screen'),
  athlete: () => import('@/screens/event/athlete-screen'),
  // Podcasts, static pages and contact: one chunk picks the screen by path (home budget).
  eventPages: eventPagesScreen,
  notFound: () => import('@/components/pages/not-found-screen'),
  media: () => import('@/screens/media/media-screen'),
  playlist: () => import('@/screens/playlist/playlist-screen'),
  contentList: () => import('@/screens/playlist/content-list-screen'),
  search: () => import('@/screens/search/search-screen'),
  favorites: () => import('@/screens/favorites/favorites-screen'),
  continueWatching: () => import('@/screens/continue-watching/continue-watching-screen'),
  login: () => import('@/screens/account/login-screen'),
  createAccount: () => import('@/screens/account/create-account-screen'),
  forgotPassword: () => import('@/screens/account/forgot-password-screen'),
  verifyOtp: () => import('@/screens/account/verify-otp-screen'),
  resetPassword: () => import('@/screens/account/reset-password-screen'),
  preferences: () => import('@/screens/account/preferences-screen'),
  myAccount: () => import('@/screens/account/my-account-screen'),
  profile: () => import('@/screens/profile/profile-screen'),
  notifications: () => import('@/screens/notifications/notifications-screen'),
  payments: () => import('@/screens/payments/payments-screen'),
} satisfies Record<string, ScreenLoader>;

const CatalogueHome = lazy(screens.home);
const EventHome = lazy(screens.eventHome);

/**
 * The index route: the event home on the event site (`custom.eventSite`, seed 002 §2 "Home"),
 * the catalogue home everywhere else; each is its own chunk.
 */
function HomeSwitch() {
  const { config } = useStartedApp();
  return <Suspense fallback={null}>{config.isEventSite ? <EventHome /> : <CatalogueHome />}</Suspense>;
}

/** A screen whose chunk loads when it is first drawn, or earlier through `preload`. */
type LazyScreen = ComponentType & { preload: () => Promise<ScreenModule> };

function lazyScreen(load: ScreenLoader): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ScreenModule> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Pending = lazy(preload);
  // Once the chunk is in (preloaded while the app started), the screen draws at once instead of
  // suspending for a tick. Until then the content area stays empty under the header: the page's
  // runtime (preact/compat) has no transitions to keep the previous page meanwhile. The boundary
  // is the screen's own: a viewer who leaves before the chunk is in (Back on a slow network)
  // leaves it with the screen, and the next screen draws at once (one boundary above every
  // screen stayed empty: docs/decisions.md "Runtime").
  function Screen() {
    const Loaded = loaded;
    return <Suspense fallback={null}>{Loaded ? <Loaded /> : <Pending />}</Suspense>;
  }
  return Object.assign(Screen, { preload });
}

/** One component per chunk: routes sharing a screen keep it mounted between them, as before. */
const lazyScreens = new Map<ScreenLoader, LazyScreen>();
/** The chunk each screen route loads, for `preloadRoute`. */
const routePreloads = new WeakMap<RouteObject, () => Promise<ScreenModule>>();

function screenRoute(route: RouteObject, load: ScreenLoader): RouteObject {
  let Screen = lazyScreens.get(load);
  if (!Screen) {
    Screen = lazyScreen(load);
    lazyScreens.set(load, Screen);
  }
  const screenRoute = { ...route, element: <Screen /> } as RouteObject;
  routePreloads.set(screenRoute, Screen.preload);
  return screenRoute;
}

function screen(path: string, load: ScreenLoader): RouteObject {
  return screenRoute({ path }, load);
}

/**
 * The catalogue home's chunk still loads before the index route draws, as it did before the event
 * home existed; the event home's loads once the config says it is wanted.
 */
const homeRoute: ScreenLoader = async () => {
  await screens.home();
  return { default: HomeSwitch };
};

/** Every route pattern of seed 000 §2 and seed 002 §2, under the layout. */
export const appRoutes: RouteObject[] = [
  // seed 002 §2: the embed player stands alone in a partner's page, without the header and footer
  // (nothing is drawn while its chunk loads).
  standalone(screen(paths.federationEmbed.path, screens.eventPages), null),
  {
    // A layout that fails shows the error page on its own.
    element: (
      <RouteErrorBoundary standalone>
        <AppLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // Errors inside a screen (a chunk that fails to load too) keep the header and footer
        // around the error page. Each screen waits for its chunk in a boundary of its own
        // (`lazyScreen`).
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          screenRoute({ index: true }, homeRoute),

          // seed 000 §2
          screen(paths.media.path, screens.media),
          screen(paths.playlist.path, screens.playlist),
          screen(paths.contentList.path, screens.contentList),
          screen(paths.series.path, screens.media),
          screen(paths.search.path, screens.search),
          screen(paths.searchTerm.path, screens.search),
          screen(paths.about.path, screens.eventPages),
          {
            // seed 002 §2: the nested account area; unknown children go to the default child.
            path: paths.user.root.path,
            // seed 002 §2, §6: the user area sends a signed-out viewer to /.
            element: <RequireSignIn redirectTo="home" />,
            children: [
              { index: true, element: <Navigate to={paths.user.myAccount.getHref()} replace /> },
              screen(paths.user.myAccount.path, screens.myAccount),
              screen(paths.user.favorites.path, screens.favorites),
              screen(paths.user.payments.path, screens.payments),
              {
                path: paths.user.unknownChild.path,
                element: <Navigate to={paths.user.unknownChild.getHref()} replace />,
              },
            ],
          },

          // seed 002 §2
          screen(paths.live.path, screens.eventPages),
          screen(paths.sports.path, screens.sports),
          screen(paths.sport.path, screens.sport),
          screen(paths.federations.path, screens.federations),
          screen(paths.federation.path, screens.federation),
          screen(paths.results.path, screens.eventPages),
          screen(paths.podcasts.path, screens.eventPages),
          screen(paths.podcast.path, screens.eventPages),
          screen(paths.athletes.path, screens.athletes),
          screen(paths.athlete.path, screens.athlete),
          screen(paths.privacyPolicy.path, screens.eventPages),
          screen(paths.termsOfService.path, screens.eventPages),
          screen(paths.cookiesPolicy.path, screens.eventPages),
          screen(paths.aboutTwg.path, screens.eventPages),
          screen(paths.aboutIwga.path, screens.eventPages),
          screen(paths.contactUs.path, screens.eventPages),
          screen(paths.favorites.path, screens.favorites),
          screen(paths.continueWatching.path, screens.continueWatching),
          screen(paths.createAccount.path, screens.createAccount),
          screen(paths.login.path, screens.login),
          screen(paths.forgotPassword.path, screens.forgotPassword),
          screen(paths.verifyOtp.path, screens.verifyOtp),
          screen(paths.resetPassword.path, screens.resetPassword),
          screen(paths.preferences.path, screens.preferences),
          screen(paths.schedule.path, screens.eventPages),
          screen(paths.notifications.path, screens.notifications),
          // seed 002 §6: /profile sends a signed-out viewer to /login, remembering where from.
          {
            element: <RequireSignIn redirectTo="login" />,
            children: [screen(paths.profile.path, screens.profile)],
          },

          // seed 002 §2: catch-all
          screen(paths.notFound.path, screens.notFound),
        ],
      },
    ],
  },
];

/** A route drawn without the layout, with its own error page and what shows while it loads. */
function standalone(route: RouteObject, fallback: ReactNode): RouteObject {
  const wrapped = {
    ...route,
    element: (
      <RouteErrorBoundary standalone>
        <Suspense fallback={fallback}>{route.element}</Suspense>
      </RouteErrorBoundary>
    ),
  } as RouteObject;
  const preload = routePreloads.get(route);
  if (preload) routePreloads.set(wrapped, preload);
  return wrapped;
}

/** Where the routes read the location: `BrowserRouter` in the page, a `MemoryRouter` in tests. */
export type AppRouter = ComponentType<{ children: ReactNode }>;

/** The screen of the current location, among `appRoutes`. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Starts loading the chunks of the screen at `pathname`, so that the first screen's chunk loads
 * while the app is still starting. A chunk that fails shows its error page once the route draws.
 */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(appRoutes, pathname) ?? []) {
    routePreloads
      .get(match.route)?.()
      .catch(() => {});
  }
}
