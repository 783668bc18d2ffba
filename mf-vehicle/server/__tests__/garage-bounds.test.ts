/** @jest-environment node */
import { resetVehicleMock } from '..';
import { GARAGE_LIMITS } from '../data/garage';
import { SEEDED_CUSTOMER_ID, addToGarage, garageOf, vehicles } from '../data';

beforeEach(() => resetVehicleMock());

const ids = (from: number, count: number) =>
  vehicles.slice(from, from + count).map((vehicle) => vehicle.id);

describe('the bounded garage store', () => {
  it(`keeps the newest ${GARAGE_LIMITS.vehiclesPerGarage} vehicles of a garage`, () => {
    const first = ids(0, GARAGE_LIMITS.vehiclesPerGarage);
    addToGarage(500, first);
    const garage = addToGarage(500, ids(GARAGE_LIMITS.vehiclesPerGarage, 2));

    expect(garage).toHaveLength(GARAGE_LIMITS.vehiclesPerGarage);
    expect(garage.map((vehicle) => vehicle.id)).toEqual([
      ...first.slice(2),
      ...ids(GARAGE_LIMITS.vehiclesPerGarage, 2),
    ]);
  });

  it(`keeps at most ${GARAGE_LIMITS.garages} garages, dropping the least recently changed`, () => {
    const [one, two] = ids(0, 2) as [number, number];
    // With the seeded garage, the store is full.
    addToGarage(1_000_000, [one]);
    addToGarage(1_000_001, [one]);
    for (let user = 0; user < GARAGE_LIMITS.garages - 3; user++)
      addToGarage(2_000_000 + user, [two]);
    // Changed now, so no longer among the least recently changed.
    addToGarage(1_000_000, [two]);

    addToGarage(3_000_000, [one]);
    addToGarage(3_000_001, [one]);

    expect(garageOf(1_000_001)).toEqual([]);
    expect(garageOf(1_000_000)).toHaveLength(2);
    expect(garageOf(SEEDED_CUSTOMER_ID)).toEqual([]);
  });
});
