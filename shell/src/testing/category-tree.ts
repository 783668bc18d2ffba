import { http, HttpResponse } from 'msw';
import type { Category } from '@autoparts/shared';
import { makeCategory, setupStorefrontApi } from '@autoparts/shared/testing';

/** A department of the fake shop: its slug, its name, and its categories as [slug, name]. */
type FakeDepartment = [slug: string, name: string, categories: [slug: string, name: string][]];

/**
 * A small tree in the shop's order, with every department the shell lays out a megamenu for
 * (by slug), and one the shell has never heard of: it has no text, so its name is the shop's.
 */
const DEPARTMENTS: FakeDepartment[] = [
  [
    'headlights-lighting',
    'Headlights & Lighting',
    [
      ['headlights', 'Headlights'],
      ['fog-lights', 'Fog Lights'],
    ],
  ],
  [
    'brakes',
    'Brakes',
    [
      ['brake-pads', 'Brake Pads'],
      ['brake-rotors', 'Brake Rotors'],
    ],
  ],
  ['suspension-steering', 'Suspension & Steering', [['shock-absorbers', 'Shock Absorbers']]],
  ['engine-ignition', 'Engine & Ignition', [['spark-plugs', 'Spark Plugs']]],
  ['filters', 'Filters', [['oil-filters', 'Oil Filters']]],
  ['electrical', 'Electrical', [['batteries', 'Batteries']]],
  ['wheels-tires', 'Wheels & Tires', [['tires', 'Tires']]],
  ['body-exterior', 'Body & Exterior', [['wiper-blades', 'Wiper Blades']]],
  ['interior', 'Interior', [['floor-mats', 'Floor Mats']]],
  ['oils-fluids', 'Oils & Fluids', [['motor-oil', 'Motor Oil']]],
  ['tools-garage', 'Tools & Garage', [['floor-jacks', 'Floor Jacks']]],
  ['garage-storage', 'Garage Storage', [['tool-chests', 'Tool Chests']]],
];

/** The answer of GET shop/categories?depth=1 as the shop sends it: whole Category objects. */
export const FAKE_CATEGORY_TREE: Category[] = DEPARTMENTS.map(([slug, name, categories], index) => {
  const department = makeCategory({ id: index + 1, slug, name, layout: 'categories' });
  const children = categories.map(([childSlug, childName], childIndex) =>
    makeCategory({ id: 100 * (index + 1) + childIndex, slug: childSlug, name: childName }),
  );
  return { ...department, children: children.map((child) => ({ ...child, parent: department })) };
});

const TREE_URL = 'http://localhost/api/shop/categories';

/**
 * The shop's category endpoint behind the storefront's real HTTP client: it answers the fake tree
 * unless a test says otherwise (`answer`), and `requests` counts the calls.
 */
export function serveCategoryTree() {
  const api = setupStorefrontApi([]);
  const state = { requests: 0 };
  let answer: () => Response | Promise<Response> = () => HttpResponse.json(FAKE_CATEGORY_TREE);
  beforeEach(() => {
    state.requests = 0;
    answer = () => HttpResponse.json(FAKE_CATEGORY_TREE);
    api.server.use(
      http.get(TREE_URL, ({ request }) => {
        state.requests += 1;
        expect(new URL(request.url).searchParams.get('depth')).toBe('1');
        return answer();
      }),
    );
  });
  return {
    state,
    /** Answers the next calls with `respond` (a failure, a held answer...). */
    answerWith(respond: () => Response | Promise<Response>) {
      answer = respond;
    },
    /** The shop's API is down. */
    fail() {
      answer = () => HttpResponse.json({ status: 503, title: 'Down' }, { status: 503 });
    },
  };
}
