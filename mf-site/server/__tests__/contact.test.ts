/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { serveSlice } from '@autoparts/service-kit/testing';
import { createTestSiteService } from '../testing';

const site = createTestSiteService();
const slice = serveSlice(site.handlers, site);

async function post(body: unknown, raw?: string) {
  const response = await slice.fetch('/site/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: raw ?? JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const valid = {
  name: 'Priya Nair',
  email: 'priya@example.com',
  subject: 'Brake kit for a 2016 Golf',
  message: 'Which pad-and-rotor kit fits a 2016 Golf 1.4 TSI with 288 mm front discs?',
};

describe('POST /api/site/contact', () => {
  it('takes a valid message with a 201 and a receipt', async () => {
    const { status, body } = await post(valid);

    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.stringMatching(/^MSG-\d{5}$/),
      receivedAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(body.receivedAt as string))).toBe(false);
  });

  it('gives every message its own id', async () => {
    const first = await post(valid);
    const second = await post({ ...valid, subject: undefined });
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
  });

  it('names every missing field', async () => {
    const { status, body } = await post({ subject: 'Hello' });

    expect(status).toBe(400);
    expect(body).toEqual({
      status: 400,
      title: 'One or more validation errors occurred.',
      detail: expect.stringMatching(/required/),
      errors: {
        name: ['Your name is required.'],
        email: ['Email is required.'],
        message: ['Message is required.'],
      },
    });
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name'],
    ['a malformed email', { email: 'priya@' }, 'email'],
    ['a short message', { message: 'Help?' }, 'message'],
    ['an overlong message', { message: 'x'.repeat(2001) }, 'message'],
    ['an overlong subject', { subject: 's'.repeat(151) }, 'subject'],
    ['a number as the name', { name: 42 }, 'name'],
  ])('refuses %s with a 400 on that field', async (_, change, field) => {
    const { status, body } = await post({ ...valid, ...change });
    expect(status).toBe(400);
    expect(Object.keys(body.errors as object)).toEqual([field]);
  });

  it.each([
    ['bad JSON', '{"name": "Priya",'],
    ['an empty body', ''],
    ['a JSON array', '[]'],
  ])('answers %s with a 400, never a 500', async (_, raw) => {
    const { status, body } = await post(undefined, raw);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 400, title: expect.any(String) });
  });
});
