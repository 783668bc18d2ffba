/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { describeOpenApiDocument } from '@autoparts/service-kit/testing';
import { operations } from '..';
import { createTestAccountService } from '../testing';

describeOpenApiDocument('account', { operations, handlers: createTestAccountService().handlers });
