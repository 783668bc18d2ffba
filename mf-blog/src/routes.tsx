import type { ReactElement } from 'react';
import { Route, Routes } from '@autoparts/shared/router';
import { blogLinks, lazyPage, preloadOpeningPage, type AreaRoute } from '@autoparts/shared';
import type { SidebarPosition } from './components/blog-layout/blog-layout';
import type { PostListLayout } from './components/post-card/post-card';
import type { PostPageProps } from './pages/post/post-page';

// Each page is downloaded when its route is first opened.
const BlogListPage = lazyPage(() =>
  import('./pages/blog-list/blog-list-page').then((m) => m.BlogListPage),
);
const BlogNotFoundPage = lazyPage(() =>
  import('./pages/not-found/blog-not-found-page').then((m) => m.BlogNotFoundPage),
);
const LatestPostPage = lazyPage(() =>
  import('./pages/post/latest-post-page').then((m) => m.LatestPostPage),
);
const PostPage = lazyPage(() => import('./pages/post/post-page').then((m) => m.PostPage));

const LIST_LAYOUTS: readonly PostListLayout[] = ['classic', 'grid', 'list'];

// The spec's blog variants have addresses of their own for the menu: category-grid-left-sidebar,
// post-full-width ... "Left" is the start side (the right one in RTL).
const LIST_SIDES: readonly [suffix: string, side: SidebarPosition | undefined][] = [
  ['', undefined],
  ['-left-sidebar', 'start'],
  ['-right-sidebar', 'end'],
];

const POST_VARIANTS: readonly [path: string, props: Omit<PostPageProps, 'slug'>][] = [
  ['post-full-width', { sidebar: 'none' }],
  ['post-left-sidebar', { sidebar: 'start' }],
  ['post-right-sidebar', { sidebar: 'end' }],
  ['post-without-image', { showImage: false }],
];

interface BlogRoute extends AreaRoute {
  element: ReactElement;
}

/** What the area renders below /blog: its list first, the catch-all last. */
const ROUTE_TABLE: readonly BlogRoute[] = [
  { path: '/', element: <BlogListPage />, page: BlogListPage },
  ...LIST_LAYOUTS.flatMap((layout) =>
    LIST_SIDES.map(([suffix, side]) => ({
      path: `category-${layout}${suffix}`,
      element: <BlogListPage layout={layout} sidebar={side} />,
      page: BlogListPage,
    })),
  ),
  { path: blogLinks.post.path, element: <PostPage />, page: PostPage },
  ...POST_VARIANTS.map(([path, props]) => ({
    path,
    element: <LatestPostPage {...props} />,
    page: LatestPostPage,
  })),
  { path: '*', element: <BlogNotFoundPage />, page: BlogNotFoundPage },
];

/** Starts the code of the page the area opens on, as the area's module is evaluated. */
export function startOpeningPage(pathname: string): void {
  preloadOpeningPage(blogLinks.list.getHref(), ROUTE_TABLE, pathname);
}

/** The area's pages, relative to where the shell mounts it (/blog/*). */
export function BlogRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  );
}
