import { lazy } from 'react';

// What a category menu draws from the shop's tree is one chunk, asked for with the tree when a
// category menu first opens (use-category-tree.ts): the first paint carries neither.
export const loadCategoryPanels = () => import('./category-panels');

export const DepartmentsPanel = lazy(() =>
  loadCategoryPanels().then((module) => ({ default: module.DepartmentsPanel })),
);

export const CategoryMegamenuPanel = lazy(() =>
  loadCategoryPanels().then((module) => ({ default: module.CategoryMegamenuPanel })),
);

export const MobileCategoryLinks = lazy(() =>
  loadCategoryPanels().then((module) => ({ default: module.MobileCategoryLinks })),
);
