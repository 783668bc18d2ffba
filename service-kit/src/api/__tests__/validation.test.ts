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

describe('parseBody and text that is not well-formed', () => {
  const person = z.object({ name: z.string(), tags: z.array(z.string()).optional() });
  const post = (body: string) => new Request('http://shop.test/api/x', { method: 'POST', body });

  it.each([
    ['a lone high surrogate', '{"name": "\\ud800"}', 'name'],
    ['a lone low surrogate after text', '{"name": "Ann\\udc00"}', 'name'],
    ['a high surrogate without its pair at the end', '{"name": "😀\\ud83d"}', 'name'],
    ['one in a list', '{"name": "Ann", "tags": ["ok", "\\udfff"]}', 'tags.1'],
    ['one in a key', '{"name": "Ann", "\\ud800": 1}', 'body'],
  ])('refuses %s with a 400 naming the field', async (_, body, field) => {
    const result = await parseBody(post(body), person);
    if (result.ok) throw new Error('expected a 400');
    const payload = await result.response.json();
    expect(result.response.status).toBe(400);
    expect(payload.title).toBe('One or more validation errors occurred.');
    expect(Object.keys(payload.errors)).toEqual([field]);
    expect(payload.errors[field][0]).toMatch(/not valid text/);
  });

  it('takes surrogate pairs (emoji, rare CJK) as the text they are', async () => {
    const result = await parseBody(post('{"name": "\\ud83d\\ude00 𠀀"}'), person);
    expect(result).toEqual({ ok: true, data: { name: '😀 𠀀' } });
  });

  it('walks a deeply nested body without overflowing the stack', async () => {
    const deep = `${'['.repeat(5000)}"\\ud800"${']'.repeat(5000)}`;
    const result = await parseBody(post(deep), person);
    expect(result.ok).toBe(false);
  });
});
