// The HTTP side of a service running alone (npm run api -w <area>, its image, a replica).
export { createServiceApp, type ServiceAppOptions } from './service-app';
export { runService, type RunningService } from './run-service';
export { createLogger, REQUEST_ID_HEADER } from './request-log';
export { routeLabel } from './metrics';
export {
  INTROSPECTION_PATH,
  introspectionVerifier,
  sessionIntrospection,
} from './session-introspection';
