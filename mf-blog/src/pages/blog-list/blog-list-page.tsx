import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  blogLinks,
  notFoundMeta,
  Pagination,
  useLoader,
  usePageMeta,
  type Crumb,
} from '@autoparts/shared';
import { fetchBlogCategories } from '../../api/categories.api';
import { fetchPosts } from '../../api/posts.api';
import {
  BlogLayout,
  parseSidebarPosition,
  type SidebarPosition,
} from '../../components/blog-layout/blog-layout';
import { BlogMessage } from '../../components/blog-message/blog-message';
import { PageHeader } from '../../components/page-header/page-header';
import type { PostListLayout } from '../../components/post-card/post-card';
import { PostList } from '../../components/post-list/post-list';
import { BlogSidebar } from '../../components/sidebar/blog-sidebar';
import { useListLink } from '../../lib/use-list-link';
import { blogListMeta } from './blog-list-meta';
import { LayoutSwitch } from './layout-switch';
import { parseLayout, parsePage, textParam } from './list-params';
import styles from './blog-list-page.module.css';

export interface BlogListPageProps {
  /** Set by the demo routes (e.g. category-grid-left-sidebar); otherwise read from `?layout=`. */
  layout?: PostListLayout;
  /** Set by the demo routes; otherwise read from `?sidebar=start|end|none`. */
  sidebar?: SidebarPosition;
}

/** The blog's post list: all posts, one category (`?category=`) or a search (`?search=`). */
export function BlogListPage({ layout: fixedLayout, sidebar: fixedSidebar }: BlogListPageProps) {
  const { t } = useTranslation('blog');
  const listLink = useListLink();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const category = textParam(params.get('category'));
  const search = textParam(params.get('search'));
  const layout = fixedLayout ?? parseLayout(params.get('layout'));
  const sidebar = fixedSidebar ?? parseSidebarPosition(params.get('sidebar'));

  const posts = useLoader(JSON.stringify(['posts', page, category, search]), (signal) =>
    fetchPosts({ page, category, search }, signal),
  );
  const categories = useLoader('blog-categories', fetchBlogCategories);
  const categoryName =
    categories.data?.find((c) => c.slug === category)?.name ??
    posts.data?.items.flatMap((post) => post.categoryLinks).find((c) => c.slug === category)?.name;

  const title = search
    ? t('list.titleSearch', { query: search })
    : category
      ? (categoryName ?? t('list.title'))
      : t('list.title');
  // A category's list is described once its name is known.
  usePageMeta(
    posts.status === 'not-found'
      ? notFoundMeta(t('notFound.categoryTitle'), t('notFound.categoryText'))
      : category && !categoryName
        ? null
        : blogListMeta(t, { title, category, categoryName, search, page }),
  );
  const crumbs: Crumb[] =
    category || search
      ? [{ label: t('breadcrumb.blog'), to: blogLinks.list.getHref() }, { label: title }]
      : [{ label: t('breadcrumb.blog') }];

  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  // A new page of results starts at its top, not where the visitor clicked the pagination.
  const top = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if ((top.current?.getBoundingClientRect().top ?? 0) < 0)
      top.current?.scrollIntoView?.({ block: 'start' });
  }, [page, category, search]);

  const current = posts.status === 'loading' ? undefined : posts.data;
  let content;
  if (posts.status === 'error' || posts.status === 'not-found') {
    content =
      posts.status === 'not-found' ? (
        <BlogMessage title={t('notFound.categoryTitle')} text={t('notFound.categoryText')}>
          <Link to={listLink()} className="ap-button">
            {t('list.allPosts')}
          </Link>
        </BlogMessage>
      ) : (
        <BlogMessage title={t('error.title')} text={t('error.text')}>
          <button type="button" className="ap-button" onClick={posts.retry}>
            {t('error.retry')}
          </button>
        </BlogMessage>
      );
  } else if (current && current.items.length === 0) {
    content =
      current.total > 0 ? (
        <BlogMessage
          title={t('list.pageEmptyTitle')}
          text={t('list.pageEmptyText', { pages: current.pages })}
        >
          <Link to={hrefFor(1)} className="ap-button">
            {t('list.firstPage')}
          </Link>
        </BlogMessage>
      ) : (
        <BlogMessage title={t('list.emptyTitle')} text={t('list.emptyText')}>
          <Link to={listLink()} className="ap-button">
            {t('list.allPosts')}
          </Link>
        </BlogMessage>
      );
  } else {
    const shown = posts.data;
    content = (
      <>
        <div className={styles.toolbar}>
          <p className={styles.summary} aria-live="polite">
            {shown && shown.total > 0
              ? t('list.showing', { from: shown.from, to: shown.to, total: shown.total })
              : ' '}
          </p>
          {!fixedLayout && <LayoutSwitch current={layout} />}
        </div>
        <PostList
          layout={layout}
          wide={sidebar === 'none'}
          posts={shown?.items}
          busy={posts.status === 'loading'}
        />
        {shown && (
          <Pagination
            className={styles.pagination}
            page={shown.page}
            pages={shown.pages}
            hrefOf={hrefFor}
          />
        )}
      </>
    );
  }

  return (
    <div className="ap-container">
      <PageHeader title={title} crumbs={crumbs} />
      <BlogLayout position={sidebar} sidebar={<BlogSidebar />}>
        <div ref={top} className={styles.anchor}>
          {content}
        </div>
      </BlogLayout>
    </div>
  );
}
