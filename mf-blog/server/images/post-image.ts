import type { CategorySlug } from '../data/categories';
import { MOTIFS, type PostMotif } from './motifs';

export const POST_IMAGE_WIDTH = 960;
export const POST_IMAGE_HEIGHT = 540;

/** Background of a post's image by its first category, so a category's posts read as a set. */
const BACKGROUNDS: Record<CategorySlug, readonly [string, string]> = {
  news: ['#34495e', '#1c2834'],
  'special-offers': ['#e52727', '#8f1010'],
  maintenance: ['#404040', '#1f1f1f'],
  'diy-repairs': ['#4d5966', '#262d35'],
  'buying-guides': ['#1f5766', '#0f2f38'],
  tuning: ['#4a3370', '#221733'],
  'car-care': ['#2b6a47', '#123322'],
  seasonal: ['#2a5d8c', '#13304b'],
};

const isMotif = (name: string): name is PostMotif => Object.hasOwn(MOTIFS, name);
const isCategory = (slug: string): slug is CategorySlug => Object.hasOwn(BACKGROUNDS, slug);

/**
 * A post's illustration as an SVG document: the category's gradient, the storefront's angled
 * red band, faint rings behind the motif, and the motif itself. `seed` varies the composition so
 * two posts with the same motif do not look identical. The names come from the database: one
 * the drawing does not know is drawn as a car on the news colours.
 */
export function postImageSvg(motifName: string, category: string, seed: number): string {
  const motif = isMotif(motifName) ? motifName : 'car';
  const [from, to] = BACKGROUNDS[isCategory(category) ? category : 'news'];
  const cx = seed % 2 === 0 ? 620 : 340;
  const tilt = ((seed * 7) % 11) - 5;
  const bandX = cx > 480 ? 0 : 700;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${POST_IMAGE_WIDTH} ${POST_IMAGE_HEIGHT}" width="${POST_IMAGE_WIDTH}" height="${POST_IMAGE_HEIGHT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${POST_IMAGE_WIDTH}" height="${POST_IMAGE_HEIGHT}" fill="url(#bg)"/>`,
    `<path d="M${bandX} 0h120l-140 ${POST_IMAGE_HEIGHT}h-120z" fill="#e52727" opacity="0.85"/>`,
    `<path d="M${bandX + 150} 0h26l-140 ${POST_IMAGE_HEIGHT}h-26z" fill="#ffffff" opacity="0.12"/>`,
    `<g fill="none" stroke="#ffffff" opacity="0.08" stroke-width="2">`,
    [200, 250, 300].map((r) => `<circle cx="${cx}" cy="270" r="${r}"/>`).join(''),
    `</g>`,
    `<g transform="translate(${cx} 270) rotate(${tilt}) scale(1.15)">${MOTIFS[motif]()}</g>`,
    `</svg>`,
  ].join('');
}
