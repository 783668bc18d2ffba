/** @jest-environment @autoparts/service-kit/jest-environment-node */
import { describeOpenApiDocument } from '@autoparts/service-kit/testing';
import { operations } from '..';
import { createTestVehicleService } from '../testing';

describeOpenApiDocument('vehicle', { operations, handlers: createTestVehicleService().handlers });
