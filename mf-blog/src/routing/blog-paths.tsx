import { createContext, useContext, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Where the blog's pages live: the shell mounts the area under `/${section}`. */
export interface BlogPaths {
  home: string;
  list(params?: Record<string, string | number | undefined>): string;
  post(slug: string): string;
}

export function createBlogPaths(section: string): BlogPaths {
  const home = `/${section}`;
  return {
    home,
    list(params = {}) {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) {
        if (value !== undefined && value !== '') query.set(key, String(value));
      }
      const search = query.toString();
      return search ? `${home}?${search}` : home;
    },
    post: (slug) => `${home}/post/${encodeURIComponent(slug)}`,
  };
}

const BlogPathsContext = createContext<BlogPaths>(createBlogPaths('blog'));

export function BlogPathsProvider({ section, children }: { section: string; children: ReactNode }) {
  return (
    <BlogPathsContext.Provider value={createBlogPaths(section)}>
      {children}
    </BlogPathsContext.Provider>
  );
}

export const useBlogPaths = (): BlogPaths => useContext(BlogPathsContext);

/**
 * Links to a list that keep the visitor's chosen layout and sidebar side: switching category
 * or searching should not throw them back to the classic layout.
 */
export function useListLink(): (params?: Record<string, string | number | undefined>) => string {
  const paths = useBlogPaths();
  const [searchParams] = useSearchParams();
  const layout = searchParams.get('layout') ?? undefined;
  const sidebar = searchParams.get('sidebar') ?? undefined;
  return (params = {}) => paths.list({ layout, sidebar, ...params });
}
