/** @jest-environment @autoparts/service-kit/jest-environment-node */
import type { Vehicle } from '@autoparts/shared';
import { buildVin, computeCheckDigit } from '../../src/lib/vin';
import { requireVehicle, sampleVins, vinForVehicle } from '../data';
import { errorPayload, serveVehicleApi } from './helpers';

const { api } = serveVehicleApi();

const withCheckDigit = (vin: string) =>
  `${vin.slice(0, 8)}${computeCheckDigit(vin)}${vin.slice(9)}`;

describe('GET /vehicle/vin/:vin', () => {
  it('answers the vehicle a valid VIN names, typed in any case with spaces', async () => {
    const civic = requireVehicle(2019, 'Honda', 'Civic', '2.0L L4 DOHC');
    const vin = vinForVehicle(civic);
    const response = await api(`/vehicle/vin/${encodeURIComponent(` ${vin.toLowerCase()} `)}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(civic);
  });

  it('finds every sample VIN', async () => {
    for (const { vin, vehicle } of sampleVins.slice(0, 6)) {
      expect(await (await api(`/vehicle/vin/${vin}`)).json()).toEqual(vehicle);
    }
  });

  it('gives a real VIN a vehicle of its decoded year and make', async () => {
    const response = await api('/vehicle/vin/1HGCM82633A004352');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ year: 2003, make: 'Honda' });
  });

  it.each([
    ['1HGCM82633A00435', '17 characters'],
    ['1HGCM82633A0O4352', 'I, O or Q'],
    ['1HGCM82643A004352', 'check digit'],
  ])('refuses the invalid VIN %s with 400', async (vin, words) => {
    const response = await api(`/vehicle/vin/${vin}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { detail: string };
    expect(body).toEqual(errorPayload);
    expect(body.detail).toContain(words);
  });

  it.each([
    ['an unknown maker', '1M8GDM9AXKP042788'],
    ['a year the make has no vehicle of', buildVin({ wmi: '5YJ', year: 1995 })],
    ['a position 10 that is no year code', withCheckDigit('1HGCM82600U004352')],
  ])('is 404 for %s', async (_case, vin) => {
    const response = await api(`/vehicle/vin/${vin}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(errorPayload);
  });
});

describe('GET /vehicle/lookup', () => {
  it('answers the vehicles matching every word', async () => {
    const response = await api('/vehicle/lookup?query=2019%20honda%20civic');
    expect(response.status).toBe(200);
    const found = (await response.json()) as Vehicle[];
    expect(found.map(({ engine }) => engine)).toEqual(['1.5L L4 DOHC Turbo', '2.0L L4 DOHC']);
  });

  it('honours the limit', async () => {
    const found = (await (await api('/vehicle/lookup?query=toyota&limit=5')).json()) as Vehicle[];
    expect(found).toHaveLength(5);
    expect((await api('/vehicle/lookup?query=toyota&limit=0')).status).toBe(400);
  });

  it.each(['', '?query=', '?query=%20%20', '?query=error', '?query=ERROR'])(
    'rejects the lookup %p with 400',
    async (search) => {
      const response = await api(`/vehicle/lookup${search}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errorPayload);
    },
  );

  it('is 404 when nothing matches', async () => {
    const response = await api('/vehicle/lookup?query=delorean');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(errorPayload);
  });
});
