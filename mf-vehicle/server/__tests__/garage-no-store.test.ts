/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { serveSlice } from '@autoparts/service-kit/testing';
import { SEEDED_CUSTOMER_ID, requireVehicle } from '../data';
import { createTestVehicleService } from '../testing';

// A garage is one customer's: no browser or shared cache may keep an answer that holds it. The
// API router the service runs behind marks every answer of the garage's paths so, whichever
// handler wrote it.
const vehicle = createTestVehicleService();
const slice = serveSlice(vehicle.handlers, { ...vehicle, router: true });

it('lets no cache keep a customer’s garage: every answer holding it is no-store', async () => {
  const camry = requireVehicle(2018, 'Toyota', 'Camry', '2.5L L4 DOHC');
  const headers = {
    authorization: `Bearer ${vehicle.signIn(SEEDED_CUSTOMER_ID)}`,
    'content-type': 'application/json',
  };
  const garage = (path: string, init: RequestInit = {}) =>
    slice.fetch(`/vehicle/garage${path}`, { headers, ...init });
  const answers = [
    await garage(''),
    await garage('', { method: 'POST', body: JSON.stringify({ vehicleId: camry.id }) }),
    await garage(`/${camry.id}`, { method: 'DELETE' }),
  ];
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  }
});
