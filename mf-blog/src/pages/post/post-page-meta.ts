import { blogLinks, pageUrl, type PageMeta } from '@autoparts/shared';
import type { BlogPost } from '../../lib/blog-types';

/**
 * A post's head: its title and summary, an article preview with its picture, and schema.org's
 * BlogPosting. The demo routes show the newest post: its own address is the one to index.
 */
export function postPageMeta(post: BlogPost): PageMeta {
  const canonical = blogLinks.post.getHref(post.slug);
  return {
    title: post.title,
    description: post.excerpt,
    canonical,
    openGraph: { type: 'article', image: post.image },
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      image: pageUrl(post.image),
      datePublished: post.date,
      author: { '@type': 'Person', name: post.author.name },
      mainEntityOfPage: pageUrl(canonical),
    },
  };
}
