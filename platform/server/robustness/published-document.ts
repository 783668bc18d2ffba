import type { OpenApiDocument } from '@autoparts/service-kit/openapi';
import { apiDocumentPath } from '../api-documents';
import { sendRaw, type Target } from './raw-client';
import { request } from './request-case';

/**
 * The OpenAPI document an area's running service publishes, read through the server under test
 * (the gateway's `/api/<area>/openapi.json`). One that does not come is an error: a fuzz without
 * it would try less and still pass.
 */
export async function fetchApiDocument(
  target: Target,
  host: string,
  area: string,
): Promise<OpenApiDocument> {
  const path = apiDocumentPath(area);
  const answer = await sendRaw(target, [request(`GET ${path} HTTP/1.1`, { Host: host })], 10_000);
  try {
    if (answer.status !== 200) throw new Error(`answered ${answer.status ?? answer.error}`);
    const document = JSON.parse(answer.body) as OpenApiDocument;
    if (typeof document.paths !== 'object' || document.paths === null) {
      throw new Error('has no paths');
    }
    return document;
  } catch (error) {
    throw new Error(
      `The fuzz could not read the ${area} service's OpenAPI document: ${path} ` +
        `${error instanceof Error ? error.message : String(error)} ${answer.body.slice(0, 200)}`,
    );
  }
}
