/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { describeOpenApiDocument } from '@autoparts/service-kit/testing';
import { operations } from '..';
import { createTestSiteService } from '../testing';

describeOpenApiDocument('site', { operations, handlers: createTestSiteService().handlers });
