import { Link } from '@autoparts/shared/router';
import { useListLink } from '../../lib/use-list-link';
import type { BlogCategoryLink } from '../../lib/blog-types';
import styles from './category-badges.module.css';

export function CategoryBadges({ categories }: { categories: BlogCategoryLink[] }) {
  const listLink = useListLink();
  if (categories.length === 0) return null;
  return (
    <ul className={styles.badges}>
      {categories.map((category) => (
        <li key={category.slug}>
          <Link className={styles.badge} to={listLink({ category: category.slug })}>
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
