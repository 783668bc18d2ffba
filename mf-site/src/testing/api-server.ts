import { setupStorefrontApi } from '@autoparts/shared/testing';
import { handlers } from '../../server';

/**
 * The site's real mock slice behind the storefront's real HTTP client, inside jest: pages are
 * tested against the same validation and status codes the browser gets. `toasts` collects the
 * error toasts the client would have shown.
 */
export const setupSiteApi = () => setupStorefrontApi(handlers);
