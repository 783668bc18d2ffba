export { openTestDatabase } from './test-database';
export { openScratchDatabase } from './scratch-database';
export { fakeSessions } from './fake-sessions';
export { schemaErrors } from './json-schema-check';
export { describeOpenApiDocument } from './openapi-contract';
export { serveSlice } from './serve-slice';
export { schemaDrift } from './schema-drift';
export { startApiServer, type RunningApi } from './api-server';
export { expectDatabaseUnavailable } from './database-unavailable';
