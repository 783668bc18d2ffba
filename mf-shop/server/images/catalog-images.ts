import { BRANDS } from '../data/brands';
import { AVATAR_COUNT } from '../data/reviews';
import { avatar, brandLogo } from './logos';
import { PART_ART } from './part-art';
import { renderView, VIEWS, type View } from './render';

/**
 * Every image the catalog refers to, by folder and file name:
 * products/<part-type>-<1..4>.svg, brands/<brand>.svg, avatars/avatar-<1..8>.svg.
 */
export const IMAGE_FOLDERS = ['products', 'brands', 'avatars'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

export function renderImage(folder: string, file: string): string | null {
  const name = /^([a-z0-9-]+)\.svg$/.exec(file)?.[1];
  if (!name) return null;
  if (folder === 'products') {
    const match = /^(.+)-([1-4])$/.exec(name);
    // Own keys only: `constructor-1.svg` must not find Object.prototype.constructor.
    const slug = match?.[1];
    const art = slug !== undefined && Object.hasOwn(PART_ART, slug) ? PART_ART[slug] : undefined;
    return art && match ? renderView(art, Number(match[2]) as View) : null;
  }
  if (folder === 'brands') {
    const index = BRANDS.findIndex((b) => b.slug === name);
    return index < 0 ? null : brandLogo(BRANDS[index]!, index);
  }
  if (folder === 'avatars') return avatar(Number(/^avatar-(\d+)$/.exec(name)?.[1]));
  return null;
}

export function allImageFiles(): { folder: ImageFolder; file: string }[] {
  return [
    ...Object.keys(PART_ART).flatMap((slug) =>
      VIEWS.map((view) => ({ folder: 'products' as const, file: `${slug}-${view}.svg` })),
    ),
    ...BRANDS.map((b) => ({ folder: 'brands' as const, file: b.image })),
    ...Array.from({ length: AVATAR_COUNT }, (_, i) => ({
      folder: 'avatars' as const,
      file: `avatar-${i + 1}.svg`,
    })),
  ];
}
