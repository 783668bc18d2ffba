/** @jest-environment node */
import { describeOpenApiDocument } from '@autoparts/service-kit/testing';
import { handlers, operations } from '..';

describeOpenApiDocument('blog', { operations, handlers });
