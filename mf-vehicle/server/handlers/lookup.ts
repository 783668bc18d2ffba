import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { apiPath, badRequest, notFound, parseQuery, simulateLatency } from '@autoparts/service-kit';
import { validateVin } from '../../src/lib/vin';
import { vinProblemText } from '../data';
import type { VehicleReadModel } from '../vehicle-read-model';

export const textQuery = z.object({
  query: z.string().trim().optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be from 1 to 100.')
    .max(100, 'limit must be from 1 to 100.')
    .default(20),
});

/** The VIN lookup and the text search, over the read model. */
export const lookupHandlers = (vehicles: VehicleReadModel) => [
  http.get(apiPath('/vehicle/vin/:vin'), async ({ params }) => {
    await simulateLatency();
    const check = validateVin(String(params.vin ?? ''));
    if (!check.valid) {
      const detail = vinProblemText(check.problem);
      return badRequest('The VIN is not valid.', detail, { vin: [detail] });
    }
    const match = (await vehicles.index()).vehicleForVin(check.vin);
    return match.vehicle
      ? HttpResponse.json(match.vehicle)
      : notFound('Unable to find a vehicle by this VIN.', match.reason);
  }),

  // Spec §5: the development backend rejects an empty query and the word "error".
  http.get(apiPath('/vehicle/lookup'), async ({ request }) => {
    await simulateLatency();
    const parsed = parseQuery(request, textQuery);
    if (!parsed.ok) return parsed.response;
    const { query = '', limit } = parsed.data;
    if (query === '' || query.toLowerCase() === 'error') {
      const detail =
        query === '' ? 'Type a vehicle to look for.' : `"${query}" cannot be looked up.`;
      return badRequest('The vehicle lookup was rejected.', detail, { query: [detail] });
    }
    const found = (await vehicles.index()).searchVehicles(query, limit);
    return found.length > 0
      ? HttpResponse.json(found)
      : notFound('Vehicle not found', `No vehicle matches "${query}".`);
  }),
];
