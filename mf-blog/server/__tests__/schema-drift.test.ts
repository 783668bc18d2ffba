/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { schemaDrift } from '@autoparts/service-kit/testing';
import { blogSchemaPlan } from '../db/plan';
import * as schema from '../db/schema';

test('the migrations make the tables the Drizzle schema declares', async () => {
  expect(await schemaDrift(blogSchemaPlan, schema)).toEqual([]);
});
