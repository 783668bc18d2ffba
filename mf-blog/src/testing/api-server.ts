import { setupStorefrontApi } from '@autoparts/shared/testing';
import { handlers } from '../../server';
import { clearCategoryCache } from '../api/categories.api';
import { clearPostCaches } from '../api/posts.api';

/**
 * The blog's real mock slice behind the storefront's real HTTP client, inside jest: pages are
 * tested against the same data and status codes the browser gets, with no cached answers of an
 * earlier test. Returns the error toasts the client would have shown.
 */
export function setupBlogApi() {
  return setupStorefrontApi(handlers, {
    reset: () => {
      clearCategoryCache();
      clearPostCaches();
    },
  });
}
