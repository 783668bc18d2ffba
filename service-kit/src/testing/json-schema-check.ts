// The checker lives with the documents it reads: the robustness fuzz uses it outside the tests.
export { schemaErrors } from '../openapi/schema-errors';
