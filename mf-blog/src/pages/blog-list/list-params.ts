import type { PostListLayout } from '../../components/post-card/post-card';

export const LAYOUTS: readonly PostListLayout[] = ['classic', 'grid', 'list'];

export function parseLayout(value: string | null): PostListLayout {
  return LAYOUTS.find((layout) => layout === value) ?? 'classic';
}

/** `?page=` as typed by a person: anything that is not a whole number of 1 or more is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function textParam(value: string | null): string | undefined {
  return value?.trim() || undefined;
}
