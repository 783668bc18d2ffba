import type { Category } from '@autoparts/shared';
import { DEPARTMENTS, PART_TYPES } from './part-types';

/** A category of the two-level tree with what the filters need: the part types under it. */
export interface CategoryNode {
  /** The shared object products and answers carry: its parent chain, no children. */
  ref: Category;
  parent: CategoryNode | null;
  children: CategoryNode[];
  /** Indexes into PART_TYPES of every leaf in this subtree. */
  partTypes: number[];
}

export interface CategoryTree {
  nodes: CategoryNode[];
  roots: CategoryNode[];
  bySlug: Map<string, CategoryNode>;
  /** The leaf category of each part type, by PART_TYPES index. */
  leafOfPartType: CategoryNode[];
}

function newNode(
  id: number,
  name: string,
  slug: string,
  image: string,
  parent: CategoryNode | null,
): CategoryNode {
  const ref: Category = {
    id,
    type: 'shop',
    name,
    slug,
    image,
    items: 0,
    parent: parent?.ref ?? null,
    children: [],
    // Departments list their subcategories; leaves list products (spec: products by default).
    layout: parent ? 'products' : 'categories',
    customFields: {},
  };
  return { ref, parent, children: [], partTypes: [] };
}

export function buildCategoryTree(): CategoryTree {
  const nodes: CategoryNode[] = [];
  const leafOfPartType: CategoryNode[] = [];
  const roots = DEPARTMENTS.map((department) => {
    const firstPart = department.parts[0]?.slug ?? 'brake-pads';
    const root = newNode(
      nodes.length + 1,
      department.name,
      department.slug,
      `${firstPart}-1.svg`,
      null,
    );
    nodes.push(root);
    for (const part of department.parts) {
      const leaf = newNode(nodes.length + 1, part.name, part.slug, `${part.slug}-1.svg`, root);
      const typeIndex = PART_TYPES.indexOf(part);
      leaf.partTypes.push(typeIndex);
      root.partTypes.push(typeIndex);
      root.children.push(leaf);
      leafOfPartType[typeIndex] = leaf;
      nodes.push(leaf);
    }
    return root;
  });
  return { nodes, roots, bySlug: new Map(nodes.map((n) => [n.ref.slug, n])), leafOfPartType };
}

/** A category answer: its parent chain (without children) and its children down to `depth`. */
export function categoryWithDepth(node: CategoryNode, depth: number): Category {
  return {
    ...node.ref,
    children: depth > 0 ? node.children.map((child) => categoryWithDepth(child, depth - 1)) : [],
  };
}

/** The node and its ancestors, root first. */
export function categoryPath(node: CategoryNode): CategoryNode[] {
  const path: CategoryNode[] = [];
  for (let at: CategoryNode | null = node; at; at = at.parent) path.unshift(at);
  return path;
}
