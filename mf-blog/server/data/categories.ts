interface CategorySeed {
  id: number;
  slug: string;
  name: string;
}

/** The blog's categories in the order the sidebar lists them. */
export const CATEGORY_SEEDS = [
  { id: 101, slug: 'news', name: 'Latest News' },
  { id: 102, slug: 'special-offers', name: 'Special Offers' },
  { id: 103, slug: 'maintenance', name: 'Maintenance Tips' },
  { id: 104, slug: 'diy-repairs', name: 'DIY Repairs' },
  { id: 105, slug: 'buying-guides', name: 'Buying Guides' },
  { id: 106, slug: 'tuning', name: 'Drive and Tuning' },
  { id: 107, slug: 'car-care', name: 'Car Care' },
  { id: 108, slug: 'seasonal', name: 'Seasonal Checklists' },
] as const satisfies readonly CategorySeed[];

export type CategorySlug = (typeof CATEGORY_SEEDS)[number]['slug'];
