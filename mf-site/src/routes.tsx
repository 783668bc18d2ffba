import { Navigate, Route, Routes } from 'react-router-dom';
import { AboutUsPage } from './pages/about-us/about-us-page';
import { ContactUsV1Page, ContactUsV2Page } from './pages/contact-us/contact-us-page';
import { FaqPage } from './pages/faq/faq-page';
import { SiteNotFoundPage } from './pages/not-found/site-not-found-page';
import { ComponentsPage } from './pages/style-guide/components-page';
import { TypographyPage } from './pages/style-guide/typography-page';
import { TermsPage } from './pages/terms/terms-page';

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
