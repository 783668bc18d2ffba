/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { serveAccountSlice } from './slice-client';

const { get } = serveAccountSlice();

describe('GET /api/account/countries', () => {
  it('is public and answers every ISO 3166-1 alpha-2 country, sorted by English name', async () => {
    const { status, body } = await get('/account/countries');

    expect(status).toBe(200);
    expect(body).toHaveLength(249);
    const codes = body.map((country: { code: string }) => country.code);
    expect(new Set(codes).size).toBe(249);
    const names = body.map((country: { name: string }) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(body).toContainEqual({ code: 'US', name: 'United States' });
    expect(body).toContainEqual({ code: 'DE', name: 'Germany' });
    for (const country of body) expect(Object.keys(country).sort()).toEqual(['code', 'name']);
  });

  it('holds only codes that name a region (no reserved or made-up codes)', async () => {
    const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const { body } = await get('/account/countries');
    for (const { code } of body) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(regions.of(code)).toBeDefined();
    }
  });
});
