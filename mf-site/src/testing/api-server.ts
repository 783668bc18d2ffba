import { setupStorefrontApi } from '@autoparts/shared/testing';
import { createTestSiteService } from '../../server/testing';

/**
 * The site's real service (on the test file's own database) behind the storefront's real HTTP
 * client, inside jest: pages are tested against the same validation and status codes the
 * browser gets. `toasts` collects the error toasts the client would have shown.
 */
export function setupSiteApi() {
  const site = createTestSiteService();
  return { ...setupStorefrontApi(site.handlers, site), service: site.service };
}
