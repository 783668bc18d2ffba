import { useTranslation } from '@autoparts/shared/translation';

/**
 * A list of items kept in the translations (FAQ questions, terms sections, team members): each
 * language has its own number of entries. A missing or malformed entry gives an empty list
 * instead of breaking the page.
 */
export function useTextList<T extends object>(key: string): T[] {
  const { t } = useTranslation('site');
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value)
    ? value.filter((item): item is T => typeof item === 'object' && item !== null)
    : [];
}
