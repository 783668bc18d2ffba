import { Route, Routes } from 'react-router-dom';
import { blogLinks } from '@autoparts/shared';
import type { SidebarPosition } from './components/blog-layout/blog-layout';
import type { PostListLayout } from './components/post-card/post-card';
import { BlogListPage } from './pages/blog-list/blog-list-page';
import { BlogNotFoundPage } from './pages/not-found/blog-not-found-page';
import { LatestPostPage } from './pages/post/latest-post-page';
import { PostPage, type PostPageProps } from './pages/post/post-page';

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

/** The area's pages, relative to where the shell mounts it (/blog/*). */
export function BlogRoutes() {
  return (
    <Routes>
      <Route index element={<BlogListPage />} />
      {LIST_LAYOUTS.flatMap((layout) =>
        LIST_SIDES.map(([suffix, side]) => (
          <Route
            key={`${layout}${suffix}`}
            path={`category-${layout}${suffix}`}
            element={<BlogListPage layout={layout} sidebar={side} />}
          />
        )),
      )}
      <Route path={blogLinks.post.path} element={<PostPage />} />
      {POST_VARIANTS.map(([path, props]) => (
        <Route key={path} path={path} element={<LatestPostPage {...props} />} />
      ))}
      <Route path="*" element={<BlogNotFoundPage />} />
    </Routes>
  );
}
