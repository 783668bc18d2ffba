export { notFoundMeta, type OpenGraph, type PageMeta, type StructuredData } from './page-meta';
export { usePageMeta, useLoadedPageMeta, useSiteMeta, pageUrl } from './use-page-meta';
