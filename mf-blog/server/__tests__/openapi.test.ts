/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { describeOpenApiDocument } from '@autoparts/service-kit/testing';
import { operations } from '..';
import { createTestBlogService } from '../testing';

describeOpenApiDocument('blog', { operations, handlers: createTestBlogService().handlers });
