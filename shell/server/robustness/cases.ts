import { hugeBodies, slowClients } from './abusive-bodies';
import { badHosts, hugeHeaders, malformed, methods, requestTargets } from './malformed-requests';
import type { CaseGenerator } from './request-case';

export {
  request,
  type CaseGenerator,
  type RobustnessCase,
  type SuiteContext,
} from './request-case';

/**
 * Every generator the suite runs, in order. A new kind of abuse (a generated fuzz of each API
 * operation from its schemas, say) is a CaseGenerator added here.
 */
export const caseGenerators: CaseGenerator[] = [
  badHosts,
  requestTargets,
  methods,
  malformed,
  hugeHeaders,
  hugeBodies,
  slowClients,
];
