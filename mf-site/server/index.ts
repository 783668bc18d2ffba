import type { HttpHandler } from 'msw';
import { AreaData, systemClock, type Clock, type DatabaseOpener } from '@autoparts/service-kit';
import { siteSchemaPlan } from './db/plan';
import { contactHandlers } from './handlers/contact';
import { ContactInbox } from './inbox';

export interface SiteServiceDeps {
  /** Opens the site area's database (its schema is prepared on first use). */
  database: DatabaseOpener;
  clock?: Clock;
}

export interface SiteService {
  readonly area: 'site';
  readonly data: AreaData;
  /** Everything under /api/site. */
  readonly handlers: HttpHandler[];
  /** Every message dropped (the schema made anew), for tests and `npm run db:reset`. */
  reset(): Promise<void>;
}

/** The site pages' service: the contact form's inbox, over the `site` schema. */
export function createSiteService({ database, clock = systemClock }: SiteServiceDeps): SiteService {
  const data = new AreaData(database, siteSchemaPlan);
  return {
    area: 'site',
    data,
    handlers: contactHandlers(new ContactInbox(data, clock)),
    reset: () => data.reset(),
  };
}

export { siteOperations as operations } from './operations';
