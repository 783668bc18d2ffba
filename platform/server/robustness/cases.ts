import { areaNames } from '../areas';
import { hugeBodies, slowClients } from './abusive-bodies';
import { badHosts, hugeHeaders, malformed, methods, requestTargets } from './malformed-requests';
import type { CaseGenerator } from './request-case';
import { schemaFuzz } from './schema-fuzz';

export {
  request,
  type CaseGenerator,
  type RobustnessCase,
  type SuiteContext,
} from './request-case';

/**
 * Every generator the suite runs, in order. A new kind of abuse is a CaseGenerator added here.
 * The schema fuzz comes last: it may use up the sign-in family's rate limit, which the cases
 * before it post to.
 */
export const caseGenerators: CaseGenerator[] = [
  badHosts,
  requestTargets,
  methods,
  malformed,
  hugeHeaders,
  hugeBodies,
  slowClients,
  schemaFuzz(areaNames),
];
