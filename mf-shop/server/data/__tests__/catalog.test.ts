/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allImageFiles, renderImage } from '../../images/catalog-images';
import { PUBLIC_IMAGES_DIR } from '../../images/write-images';
import { APP_CATALOG_SIZE, createCatalog } from '../catalog';
import { VEHICLE_ID_MAX } from '../fitment';
import { COLOR_PALETTE } from '../palette';
import { sampleReviews } from '../reviews';

const catalog = createCatalog();
const { products } = catalog;

describe('sample catalog', () => {
  it('has at least 2,000 products with unique ids, slugs and SKUs', () => {
    expect(products.length).toBe(APP_CATALOG_SIZE);
    expect(APP_CATALOG_SIZE).toBeGreaterThanOrEqual(2000);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    products.forEach((p, i) => expect(p.id).toBe(i + 1));
  });

  it('is the same on every build', () => {
    const again = createCatalog();
    expect(JSON.stringify(again.products.slice(0, 50))).toBe(JSON.stringify(products.slice(0, 50)));
    // A product does not depend on the catalog size.
    expect(JSON.stringify(createCatalog({ size: 10 }).products[7]?.name)).toBe(
      JSON.stringify(products[7]?.name),
    );
  });

  it('has a two-level tree of at least 47 categories whose counts add up', () => {
    const { nodes, roots } = catalog.tree;
    expect(nodes.length).toBeGreaterThanOrEqual(47);
    for (const root of roots) {
      expect(root.ref.parent).toBeNull();
      expect(root.children.length).toBeGreaterThan(0);
      expect(root.ref.items).toBe(root.children.reduce((sum, c) => sum + c.ref.items, 0));
      for (const child of root.children) {
        expect(child.children).toEqual([]);
        expect(child.ref.parent).toBe(root.ref);
        expect(child.ref.layout).toBe('products');
      }
    }
    expect(roots.reduce((sum, r) => sum + r.ref.items, 0)).toBe(products.length);
  });

  it('uses the 19 brands, every stock state, sale prices and every badge', () => {
    expect(catalog.brands).toHaveLength(19);
    expect(new Set(products.map((p) => p.brand.slug)).size).toBe(19);
    expect(new Set(products.map((p) => p.stock))).toEqual(
      new Set(['in-stock', 'out-of-stock', 'on-backorder']),
    );
    const onSale = products.filter((p) => p.compareAtPrice !== null);
    expect(onSale.length).toBeGreaterThan(100);
    expect(onSale.every((p) => p.compareAtPrice! > p.price && p.badges.includes('sale'))).toBe(
      true,
    );
    expect(new Set(products.flatMap((p) => p.badges))).toEqual(new Set(['sale', 'new', 'hot']));
  });

  it('takes every colour from the 20-colour palette, and offers colour options', () => {
    expect(COLOR_PALETTE).toHaveLength(20);
    const palette = new Set<string>(COLOR_PALETTE.map((c) => c.slug));
    for (const p of products) {
      const color = p.attributes.find((a) => a.slug === 'color');
      expect(color?.values.length).toBeGreaterThan(0);
      color?.values.forEach((v) => expect(palette.has(v.slug)).toBe(true));
    }
    const colorOptions = products.flatMap((p) => p.options.filter((o) => o.type === 'color'));
    expect(colorOptions.length).toBeGreaterThan(100);
    colorOptions.forEach((o) => o.values.forEach((v) => expect(v.color).toMatch(/^#[0-9a-f]{6}$/)));
  });

  it("lists fitment as 'all', 'unknown' or vehicle ids within 1..VEHICLE_ID_MAX", () => {
    const kinds = new Set(
      products.map((p) => (Array.isArray(p.compatibility) ? 'list' : p.compatibility)),
    );
    expect(kinds).toEqual(new Set(['all', 'unknown', 'list']));
    for (const p of products) {
      if (!Array.isArray(p.compatibility)) continue;
      expect(p.compatibility.length).toBeGreaterThan(0);
      p.compatibility.forEach((id) => expect(id >= 1 && id <= VEHICLE_ID_MAX).toBe(true));
    }
  });

  it('fits parts to vehicles of every model year of the vehicle data set, a model generation at a time', () => {
    const partsOf = new Map<number, number>();
    for (const p of products) {
      if (!Array.isArray(p.compatibility)) continue;
      for (const id of p.compatibility) partsOf.set(id, (partsOf.get(id) ?? 0) + 1);
    }
    // Nearly every vehicle has parts of its own, the newest model years too (not only low ids).
    expect(partsOf.size / VEHICLE_ID_MAX).toBeGreaterThan(0.98);
    expect(Math.max(...partsOf.keys())).toBeGreaterThan(VEHICLE_ID_MAX - 50);
    const counts = [...partsOf.values()].sort((a, b) => a - b);
    expect(counts[counts.length >> 1]).toBeGreaterThanOrEqual(5);
  });

  it('rates products from their reviews', () => {
    for (const p of products.slice(0, 200)) {
      const reviews = sampleReviews(p.id, p.reviews);
      expect(reviews).toHaveLength(p.reviews);
      const average = reviews.length
        ? reviews.reduce((s, r) => s + r.rating, 0) / reviews.length
        : 0;
      expect(p.rating).toBeCloseTo(average, 1);
    }
  });
});

describe('catalog images', () => {
  it('has a drawing for every image a product, category or brand names', () => {
    const names = new Set(allImageFiles().map(({ folder, file }) => `${folder}/${file}`));
    products.forEach((p) =>
      p.images.forEach((file) => expect(names.has(`products/${file}`)).toBe(true)),
    );
    catalog.tree.nodes.forEach((n) => expect(names.has(`products/${n.ref.image}`)).toBe(true));
    catalog.brands.forEach((b) => expect(names.has(`brands/${b.image}`)).toBe(true));
  });

  it('keeps the static copies in public/images in step with the drawings', () => {
    for (const { folder, file } of allImageFiles()) {
      const svg = renderImage(folder, file);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      // Run `npx tsx mock/images/write-images.ts` when this fails.
      expect(readFileSync(path.join(PUBLIC_IMAGES_DIR, folder, file), 'utf8')).toBe(`${svg}\n`);
    }
  });
});
