import type { ApiOperation } from '@autoparts/service-kit';
import { contactSchema } from './handlers/contact';

/** Every endpoint of the site slice, with a sample request (for the fuzz). */
export const siteOperations: ApiOperation[] = [
  {
    method: 'POST',
    path: '/api/site/contact',
    body: {
      schema: contactSchema,
      valid: {
        name: 'Priya Nair',
        email: 'priya@example.com',
        subject: 'Brake kit for a 2016 Golf',
        message: 'Which pad-and-rotor kit fits a 2016 Golf 1.4 TSI with 288 mm front discs?',
      },
    },
  },
];
