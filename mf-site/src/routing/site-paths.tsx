import { createContext, useContext, type ReactNode } from 'react';

/** The site pages in the order their navigation lists them; each is /site/<slug>. */
export const SITE_PAGES = [
  'about-us',
  'contact-us-v1',
  'contact-us-v2',
  'terms',
  'faq',
  'components',
  'typography',
  'not-found',
] as const;

export type SitePage = (typeof SITE_PAGES)[number];

const SectionContext = createContext('site');

/** The shell mounts the area under `/${section}`; links are built from it, not hard-coded. */
export function SiteSectionProvider({
  section,
  children,
}: {
  section: string;
  children: ReactNode;
}) {
  return <SectionContext.Provider value={section}>{children}</SectionContext.Provider>;
}

export function useSitePath(): (page: SitePage, hash?: string) => string {
  const section = useContext(SectionContext);
  return (page, hash) => `/${section}/${page}${hash ? `#${hash}` : ''}`;
}
