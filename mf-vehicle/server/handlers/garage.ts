import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import {
  apiPath,
  notFound,
  parseBody,
  type SessionVerifier,
  signedInCustomer,
  simulateLatency,
  unauthorized,
} from '@autoparts/service-kit';
import { VEHICLES_PER_GARAGE, type Garages } from '../garages';
import type { VehicleReadModel } from '../vehicle-read-model';
import { parseId } from './params';

const ID_MESSAGE = 'A vehicle id is a positive whole number.';
const vehicleId = z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE);

/** One vehicle, or several at once (a guest's garage merged into the account on sign-in). */
export const addBody = z
  .object({
    vehicleId: vehicleId.optional(),
    vehicleIds: z.array(vehicleId).max(VEHICLES_PER_GARAGE).optional(),
  })
  .refine((body) => body.vehicleId !== undefined || body.vehicleIds !== undefined, {
    error: 'Send vehicleId or vehicleIds.',
    path: ['vehicleId'],
  });

/**
 * A signed-in customer's own garage: whose it is comes from the bearer token alone. A garage is
 * one customer's, so no cache may keep an answer here (the API router sends no-store on these
 * paths: see isPrivateApiPath).
 */
export const garageHandlers = (
  sessions: SessionVerifier,
  garages: Garages,
  vehicles: VehicleReadModel,
): HttpHandler[] => [
  http.get(apiPath('/vehicle/garage'), async ({ request }) => {
    await simulateLatency();
    const customer = await signedInCustomer(request, sessions);
    return customer ? HttpResponse.json(await garages.of(customer.id)) : unauthorized();
  }),

  http.post(apiPath('/vehicle/garage'), async ({ request }) => {
    await simulateLatency();
    const customer = await signedInCustomer(request, sessions);
    if (!customer) return unauthorized();
    const body = await parseBody(request, addBody);
    if (!body.ok) return body.response;
    const ids = [
      ...(body.data.vehicleId === undefined ? [] : [body.data.vehicleId]),
      ...(body.data.vehicleIds ?? []),
    ];
    const known = await vehicles.index();
    const unknown = ids.filter((id) => !known.vehicleById(id));
    if (unknown.length > 0)
      return notFound('Vehicle not found', `There is no vehicle ${unknown.join(', ')}.`);
    return HttpResponse.json(await garages.add(customer.id, ids));
  }),

  http.delete(apiPath('/vehicle/garage/:id'), async ({ request, params }) => {
    await simulateLatency();
    const customer = await signedInCustomer(request, sessions);
    if (!customer) return unauthorized();
    const parsed = parseId(params.id);
    if ('response' in parsed) return parsed.response;
    if (!(await vehicles.index()).vehicleById(parsed.id))
      return notFound('Vehicle not found', `There is no vehicle ${parsed.id}.`);
    return HttpResponse.json(await garages.remove(customer.id, parsed.id));
  }),
];
