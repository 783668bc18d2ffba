import { Navigate, Route, Routes } from '@autoparts/shared/router';
import { lazyPage } from '@autoparts/shared';

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

/** The area's pages, relative to where the shell mounts it (/site/*). */
export function SiteRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="about-us" replace />} />
      <Route path="about-us" element={<AboutUsPage />} />
      <Route path="contact-us-v1" element={<ContactUsV1Page />} />
      <Route path="contact-us-v2" element={<ContactUsV2Page />} />
      <Route path="terms" element={<TermsPage />} />
      <Route path="faq" element={<FaqPage />} />
      <Route path="components" element={<ComponentsPage />} />
      <Route path="typography" element={<TypographyPage />} />
      <Route path="not-found" element={<SiteNotFoundPage />} />
      <Route path="*" element={<SiteNotFoundPage />} />
    </Routes>
  );
}
