export const PRODUCTS_VIEWS = ['grid', 'grid-with-features', 'list', 'table'] as const;
export type ProductsView = (typeof PRODUCTS_VIEWS)[number];

export type SidebarSide = 'start' | 'end';

/** `?view=`: how the list is laid out; the route's own layout when missing or unknown. */
export function parseView(text: string | null, fallback: ProductsView): ProductsView {
  return PRODUCTS_VIEWS.find((view) => view === text) ?? fallback;
}

/** `?sidebar=start|end`: which side the filters stand on. */
export function parseSidebar(text: string | null, fallback: SidebarSide): SidebarSide {
  return text === 'start' || text === 'end' ? text : fallback;
}
