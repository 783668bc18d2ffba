/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { describeOpenApiDocument } from '@autoparts/service-kit/testing';
import { operations } from '..';
import { createTestShopService } from '../testing';

describeOpenApiDocument('shop', { operations, handlers: createTestShopService().handlers });
