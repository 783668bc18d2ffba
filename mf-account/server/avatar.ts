import { escapeXml } from '@autoparts/service-kit';

const BACKGROUNDS = ['#e52727', '#333333', '#3d464d', '#1a66ff', '#28a745', '#ff7100'];

function initial(name: string): string {
  // Array.from keeps a surrogate pair (an emoji, a rare CJK character) whole.
  const first = Array.from(name.trim())[0] ?? '';
  return escapeXml(first.toLocaleUpperCase());
}

/**
 * A small inline SVG with the user's initials: every user has an avatar and the page makes no
 * request to a third-party image service. Deterministic: the same name gives the same picture.
 */
export function initialsAvatar(firstName: string, lastName: string): string {
  const letters = `${initial(firstName)}${initial(lastName)}`;
  const seed = Array.from(`${firstName}${lastName}`).reduce(
    (sum, c) => sum + (c.codePointAt(0) ?? 0),
    0,
  );
  const background = BACKGROUNDS[seed % BACKGROUNDS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="88" height="88" viewBox="0 0 88 88">` +
    `<rect width="88" height="88" rx="44" fill="${background}"/>` +
    `<text x="44" y="44" dy=".35em" text-anchor="middle" font-family="Roboto,Arial,sans-serif" ` +
    `font-size="34" fill="#fff">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
