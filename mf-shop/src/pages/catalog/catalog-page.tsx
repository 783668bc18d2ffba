export type ProductsView = 'grid' | 'grid-with-features' | 'list' | 'table';

export interface CatalogPageProps {
  productsOnly?: boolean;
  defaultView?: ProductsView;
  defaultSidebar?: 'start' | 'end';
}

export function CatalogPage(_props: CatalogPageProps) {
  return <div className="ap-container" />;
}
