import { FIRST_OPEN_MS, setupStorefrontApi } from '@autoparts/shared/testing';
import { createTestBlogService } from '../../server/testing';
import { clearCategoryCache } from '../api/categories.api';
import { clearPostCaches } from '../api/posts.api';

/**
 * The blog's real service (on the test file's own database) behind the storefront's real HTTP
 * client, inside jest: pages are tested against the same data and status codes the browser
 * gets, with no cached answers of an earlier test. The API writes nothing, so every test reads
 * the same seeded posts without a reset of the schema. Returns the error toasts the client
 * would have shown.
 */
export function setupBlogApi() {
  const blog = createTestBlogService();
  // Opened and seeded before the first test (the API writes nothing, so no reset between tests).
  beforeAll(() => blog.service.data.db(), FIRST_OPEN_MS);
  return setupStorefrontApi(blog.handlers, {
    reset: () => {
      clearCategoryCache();
      clearPostCaches();
    },
    close: blog.close,
  });
}
