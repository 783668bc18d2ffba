import type { Category, PagedList, Post } from '@autoparts/shared';

/** A category a post belongs to, with what a link to its list needs. */
export interface BlogCategoryLink {
  slug: string;
  name: string;
}

/**
 * A post as lists show it. It is a spec `Post` (categories as display names), so any area that
 * shows "latest posts" can use it; `categoryLinks` adds the slugs the blog links by.
 */
export interface BlogPostSummary extends Post {
  slug: string;
  excerpt: string;
  author: string;
  categoryLinks: BlogCategoryLink[];
  commentsCount: number;
  readingMinutes: number;
}

export interface BlogAuthor {
  name: string;
  role: string;
  bio: string;
}

export interface BlogPostLink {
  slug: string;
  title: string;
}

/** A whole post: its text as plain paragraphs, its author and its neighbours in time. */
export interface BlogPost extends Omit<BlogPostSummary, 'author'> {
  author: BlogAuthor;
  body: string[];
  tags: string[];
  previous: BlogPostLink | null;
  next: BlogPostLink | null;
}

export interface BlogComment {
  id: number;
  author: string;
  date: string;
  content: string;
  /** True when the post's author answers. */
  byAuthor: boolean;
  replies: BlogComment[];
}

export interface BlogComments {
  items: BlogComment[];
  /** Comments and replies together. */
  total: number;
}

export type BlogCategory = Category;
export type BlogPostPage = PagedList<BlogPostSummary>;

export interface BlogPostQuery {
  page?: number;
  limit?: number;
  category?: string;
  search?: string;
}
