// The HTTP side of the mock API: what every server of the slices puts in front of them.
export { API_CSP, apiSecurityHeaders, SECURITY_HEADERS, securityHeaders } from './api-headers';
export { createApiRouter, isApiPath, type ApiRouterOptions } from './api-router';
export { API_BODY_LIMITS, type BodyLimits } from './body-limit';
export { HttpProblem, rawProblemResponse, writeProblem } from './http-problem';
export { isValidHost, targetProblem } from './request-target';
export { isDecodable } from './url-encoding';
