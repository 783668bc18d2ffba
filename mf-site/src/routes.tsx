import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from '@autoparts/shared/router';
import { lazyPage, preloadOpeningPage, siteLinks, type AreaRoute } from '@autoparts/shared';

// Each page is downloaded when its route is first opened.
const AboutUsPage = lazyPage(() =>
  import('./pages/about-us/about-us-page').then((m) => m.AboutUsPage),
);
const ContactUsV1Page = lazyPage(() =>
  import('./pages/contact-us/contact-us-page').then((m) => m.ContactUsV1Page),
);
const ContactUsV2Page = lazyPage(() =>
  import('./pages/contact-us/contact-us-page').then((m) => m.ContactUsV2Page),
);
const FaqPage = lazyPage(() => import('./pages/faq/faq-page').then((m) => m.FaqPage));
const SiteNotFoundPage = lazyPage(() =>
  import('./pages/not-found/site-not-found-page').then((m) => m.SiteNotFoundPage),
);
const ComponentsPage = lazyPage(() =>
  import('./pages/style-guide/components-page').then((m) => m.ComponentsPage),
);
const TypographyPage = lazyPage(() =>
  import('./pages/style-guide/typography-page').then((m) => m.TypographyPage),
);
const TermsPage = lazyPage(() => import('./pages/terms/terms-page').then((m) => m.TermsPage));

interface SiteRoute extends AreaRoute {
  element: ReactElement;
}

/** What the area renders below /site: its home (about us) first, the catch-all last. */
const ROUTE_TABLE: readonly SiteRoute[] = [
  { path: '/', element: <Navigate to="about-us" replace />, page: AboutUsPage },
  { path: 'about-us', element: <AboutUsPage />, page: AboutUsPage },
  { path: 'contact-us-v1', element: <ContactUsV1Page />, page: ContactUsV1Page },
  { path: 'contact-us-v2', element: <ContactUsV2Page />, page: ContactUsV2Page },
  { path: 'terms', element: <TermsPage />, page: TermsPage },
  { path: 'faq', element: <FaqPage />, page: FaqPage },
  { path: 'components', element: <ComponentsPage />, page: ComponentsPage },
  { path: 'typography', element: <TypographyPage />, page: TypographyPage },
  { path: 'not-found', element: <SiteNotFoundPage />, page: SiteNotFoundPage },
  { path: '*', element: <SiteNotFoundPage />, page: SiteNotFoundPage },
];

/** Starts the code of the page the area opens on, as the area's module is evaluated. */
export function startOpeningPage(pathname: string): void {
  preloadOpeningPage(siteLinks.home.getHref(), ROUTE_TABLE, pathname);
}

/** The area's pages, relative to where the shell mounts it (/site/*). */
export function SiteRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  );
}
