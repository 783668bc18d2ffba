import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { BACKGROUND, parseAnswer } from '../api';

/*
 * The shop's category tree as other areas read it: the shop's departments in its order, each with
 * its categories. The shop owns the tree and serves it from its API; the shell's departments menu,
 * megamenus and mobile menu draw it with their own layout, so no area keeps a copy of its own.
 */

const category = v.object({
  slug: v.pipe(v.string(), v.minLength(1)),
  /** The shop's name for it; a reader shows its own translation of the slug when it has one. */
  name: v.string(),
  /** Whether its page lists products or subcategories (shopLinks.category builds the address). */
  layout: v.picklist(['products', 'categories']),
});

const department = v.object({ ...category.entries, children: v.array(category) });

const categoryTreeSchema = v.array(department);

/** A category of the tree: what a menu needs to name it and link to it. */
export type CategoryTreeCategory = v.InferOutput<typeof category>;

/** A department (a top-level category) with its categories. */
export type CategoryTreeDepartment = v.InferOutput<typeof department>;

export type CategoryTree = readonly CategoryTreeDepartment[];

/**
 * GET shop/categories?depth=1: the departments and their categories, whole Category objects of
 * which the tree keeps the fields above. Background and quiet: a menu opening raises no
 * full-screen spinner, and a failure is no toast (the menu shows its own fallback).
 */
export async function fetchCategoryTree(
  http: KyInstance,
  signal?: AbortSignal,
): Promise<CategoryTree> {
  const body = await http
    .get('shop/categories', { searchParams: { depth: 1 }, signal, context: BACKGROUND })
    .json();
  return parseAnswer(categoryTreeSchema, body);
}
