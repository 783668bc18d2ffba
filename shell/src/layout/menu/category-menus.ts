import { shopLinks, type CategoryTree, type CategoryTreeCategory } from '@autoparts/shared';
import {
  DEPARTMENT_MEGAMENUS,
  type CategoryMegamenu,
  type CategorySource,
  type Megamenu,
  type NestedLink,
} from './menu-data';

/** A department of the dropdown, with the megamenu the shell lays out for it, if any. */
export interface DepartmentLink extends NestedLink {
  megamenu?: Megamenu;
}

/** A category's link: its common text by slug, else the shop's name; its page by its layout. */
function categoryLink(category: CategoryTreeCategory): NestedLink {
  return {
    title: `categories.${category.slug}`,
    defaultTitle: category.name,
    url: shopLinks.category.getHref(category),
  };
}

/**
 * The megamenu laid out by `menu`, filled from the tree: each department a group link over its
 * categories. Departments the tree lacks are left out, and a megamenu left empty is none.
 */
export function resolveMegamenu(menu: CategoryMegamenu, tree: CategoryTree): Megamenu | null {
  const bySlug = new Map(tree.map((department) => [department.slug, department]));
  const columns = menu.columns
    .map((column) => ({
      size: column.size,
      links: column.departments.flatMap((slug) => {
        const department = bySlug.get(slug);
        return department
          ? [{ ...categoryLink(department), links: department.children.map(categoryLink) }]
          : [];
      }),
    }))
    .filter((column) => column.links.length > 0);
  return columns.length ? { size: menu.size, image: menu.image, columns } : null;
}

/** The departments dropdown: the shop's departments in its order, with the shell's megamenus. */
export function departmentLinks(tree: CategoryTree): DepartmentLink[] {
  return tree.map((department) => {
    const layout = DEPARTMENT_MEGAMENUS[department.slug];
    const megamenu = layout && resolveMegamenu(layout, tree);
    return megamenu ? { ...categoryLink(department), megamenu } : categoryLink(department);
  });
}

const columnLinks = (menu: Megamenu | null): NestedLink[] =>
  menu?.columns.flatMap((column) => column.links) ?? [];

/**
 * A category menu as nested links (the mobile menu): the departments each with its megamenu's
 * groups (a plain link without one), or a megamenu's groups.
 */
export function categoryLinks(source: CategorySource, tree: CategoryTree): NestedLink[] {
  if (source !== 'departments') return columnLinks(resolveMegamenu(source, tree));
  return departmentLinks(tree).map(({ megamenu, ...link }) =>
    megamenu ? { ...link, links: columnLinks(megamenu) } : link,
  );
}
