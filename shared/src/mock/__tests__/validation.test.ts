/** @jest-environment node */
import { z } from 'zod';
import { parseBody, parseQuery } from '../validation';

const ratings = z.object({
  filter_rating: z
    .string()
    .transform((text) => text.split(',').map(Number))
    .pipe(z.array(z.number().int().min(1).max(5))),
});

describe('parseQuery', () => {
  it('names the parameter the visitor sent, not a position in the list it became', async () => {
    const result = parseQuery(new Request('http://shop.test/api/x?filter_rating=9'), ratings);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const payload = await result.response.json();
    expect(payload.status).toBe(400);
    expect(Object.keys(payload.errors)).toEqual(['filter_rating']);
    expect(payload.detail).toMatch(/^filter_rating: /);
  });

  it('gives the parsed values of a good query', () => {
    const result = parseQuery(new Request('http://shop.test/api/x?filter_rating=4,5'), ratings);
    expect(result).toEqual({ ok: true, data: { filter_rating: [4, 5] } });
  });
});

describe('parseBody', () => {
  const order = z.object({ items: z.array(z.object({ quantity: z.number().int().positive() })) });

  it('keeps the nested path of a field in a JSON body', async () => {
    const request = new Request('http://shop.test/api/x', {
      method: 'POST',
      body: JSON.stringify({ items: [{ quantity: 1 }, { quantity: 0 }] }),
    });
    const result = await parseBody(request, order);
    if (result.ok) throw new Error('expected a 400');
    expect(Object.keys((await result.response.json()).errors)).toEqual(['items.1.quantity']);
  });

  it('answers a body that is not JSON with a 400', async () => {
    const request = new Request('http://shop.test/api/x', { method: 'POST', body: '{oops' });
    const result = await parseBody(request, order);
    if (result.ok) throw new Error('expected a 400');
    expect(result.response.status).toBe(400);
  });
});
