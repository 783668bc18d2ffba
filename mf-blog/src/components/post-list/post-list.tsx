import type { BlogPostSummary } from '../../lib/blog-types';
import { PostCard, PostCardSkeleton, type PostListLayout } from '../post-card/post-card';
import styles from './post-list.module.css';

const SKELETONS = 4;

interface PostListProps {
  layout: PostListLayout;
  /** Without a sidebar the grid has room for a third column. */
  wide?: boolean;
  /** Undefined while the first page loads. */
  posts: BlogPostSummary[] | undefined;
  busy?: boolean;
}

export function PostList({ layout, wide = false, posts, busy = false }: PostListProps) {
  const className = `${styles.posts} ${styles[layout]} ${wide ? styles.wide : ''} ${busy ? styles.busy : ''}`;
  if (!posts) {
    return (
      <div className={className}>
        {Array.from({ length: SKELETONS }, (_, i) => (
          <PostCardSkeleton key={i} layout={layout} />
        ))}
      </div>
    );
  }
  return (
    <ul className={className} aria-busy={busy}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} layout={layout} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
