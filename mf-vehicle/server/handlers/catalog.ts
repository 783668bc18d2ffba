import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { apiPath, notFound, parseQuery, simulateLatency } from '@autoparts/service-kit';
import { enginesOf, makesOf, modelsOf, modelYears, vehicleById } from '../data';
import { nameParam, parseId, yearParam } from './params';

/** Spec §9: the development backend answers the vehicle select lists after 750 ms. */
const listLatency = () => simulateLatency(750, 750);

export const makeQuery = z.object({ year: yearParam });
export const modelQuery = makeQuery.extend({ make: nameParam('make') });
export const engineQuery = modelQuery.extend({ model: nameParam('model') });

export const catalogHandlers = [
  http.get(apiPath('/vehicle/years'), async () => {
    await listLatency();
    return HttpResponse.json(modelYears());
  }),

  http.get(apiPath('/vehicle/makes'), async ({ request }) => {
    await listLatency();
    const query = parseQuery(request, makeQuery);
    return query.ok ? HttpResponse.json(makesOf(query.data.year)) : query.response;
  }),

  // A make or model the year does not have is an unknown vehicle (a typo, say), not an empty list.
  http.get(apiPath('/vehicle/models'), async ({ request }) => {
    await listLatency();
    const query = parseQuery(request, modelQuery);
    if (!query.ok) return query.response;
    const { year, make } = query.data;
    const models = modelsOf(year, make);
    return models.length > 0
      ? HttpResponse.json(models)
      : notFound('Vehicle not found', `There is no ${year} ${make} in the catalog.`);
  }),

  http.get(apiPath('/vehicle/engines'), async ({ request }) => {
    await listLatency();
    const query = parseQuery(request, engineQuery);
    if (!query.ok) return query.response;
    const { year, make, model } = query.data;
    const engines = enginesOf(year, make, model);
    return engines.length > 0
      ? HttpResponse.json(engines)
      : notFound('Vehicle not found', `There is no ${year} ${make} ${model} in the catalog.`);
  }),

  http.get(apiPath('/vehicle/vehicles/:id'), async ({ params }) => {
    await simulateLatency();
    const parsed = parseId(params.id);
    if ('response' in parsed) return parsed.response;
    const vehicle = vehicleById(parsed.id);
    return vehicle
      ? HttpResponse.json(vehicle)
      : notFound('Vehicle not found', `There is no vehicle ${parsed.id}.`);
  }),
];
