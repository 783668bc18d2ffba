import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { apiPath, notFound, parseQuery, simulateLatency } from '@autoparts/service-kit';
import type { VehicleReadModel } from '../vehicle-read-model';
import { nameParam, parseId, yearParam } from './params';

/** Spec §9: the development backend answers the vehicle select lists after 750 ms. */
const listLatency = () => simulateLatency(750, 750);

export const makeQuery = z.object({ year: yearParam });
export const modelQuery = makeQuery.extend({ make: nameParam('make') });
export const engineQuery = modelQuery.extend({ model: nameParam('model') });

/** The year -> make -> model -> engine selects and vehicles by id, from the read model. */
export const catalogHandlers = (vehicles: VehicleReadModel) => [
  http.get(apiPath('/vehicle/years'), async () => {
    await listLatency();
    return HttpResponse.json((await vehicles.index()).modelYears());
  }),

  http.get(apiPath('/vehicle/makes'), async ({ request }) => {
    await listLatency();
    const query = parseQuery(request, makeQuery);
    if (!query.ok) return query.response;
    return HttpResponse.json((await vehicles.index()).makesOf(query.data.year));
  }),

  // A make or model the year does not have is an unknown vehicle (a typo, say), not an empty list.
  http.get(apiPath('/vehicle/models'), async ({ request }) => {
    await listLatency();
    const query = parseQuery(request, modelQuery);
    if (!query.ok) return query.response;
    const { year, make } = query.data;
    const models = (await vehicles.index()).modelsOf(year, make);
    return models.length > 0
      ? HttpResponse.json(models)
      : notFound('Vehicle not found', `There is no ${year} ${make} in the catalog.`);
  }),

  http.get(apiPath('/vehicle/engines'), async ({ request }) => {
    await listLatency();
    const query = parseQuery(request, engineQuery);
    if (!query.ok) return query.response;
    const { year, make, model } = query.data;
    const engines = (await vehicles.index()).enginesOf(year, make, model);
    return engines.length > 0
      ? HttpResponse.json(engines)
      : notFound('Vehicle not found', `There is no ${year} ${make} ${model} in the catalog.`);
  }),

  http.get(apiPath('/vehicle/vehicles/:id'), async ({ params }) => {
    await simulateLatency();
    const parsed = parseId(params.id);
    if ('response' in parsed) return parsed.response;
    const vehicle = (await vehicles.index()).vehicleById(parsed.id);
    return vehicle
      ? HttpResponse.json(vehicle)
      : notFound('Vehicle not found', `There is no vehicle ${parsed.id}.`);
  }),
];
