import { COMMON_NAMESPACE } from '@autoparts/shared';
import type { VinProblem } from '../../lib/vin';
import type { VinState } from '../../stores/vehicle-form.store';

export type VinTone = 'info' | 'success' | 'error';

/** What the VIN field says: an i18n key with its values, and how it reads (colour, validity). */
export interface VinMessage {
  key: string;
  values?: Record<string, unknown>;
  tone: VinTone;
}

const PROBLEM_KEYS: Record<VinProblem['reason'], string> = {
  length: 'vin.problem.length',
  'forbidden-letter': 'vin.problem.forbiddenLetter',
  'bad-character': 'vin.problem.badCharacter',
  'check-digit': 'vin.problem.checkDigit',
};

function problemValues(problem: VinProblem): Record<string, unknown> {
  switch (problem.reason) {
    case 'length':
      return { count: problem.length };
    case 'forbidden-letter':
      return { letter: problem.letter, position: problem.position };
    case 'bad-character':
      return { character: problem.character, position: problem.position };
    case 'check-digit':
      return {};
  }
}

// The spec's two VIN alerts live in the shell's common namespace (spec §8).
const common = { ns: COMMON_NAMESPACE };

export function vinMessage(state: VinState): VinMessage | null {
  switch (state.status) {
    case 'empty':
    case 'pending':
      return null;
    case 'invalid':
      return {
        key: PROBLEM_KEYS[state.problem.reason],
        values: problemValues(state.problem),
        tone: 'error',
      };
    case 'checking':
      return { key: 'vin.checking', tone: 'info' };
    case 'found': {
      const { year, make, model, engine } = state.vehicle;
      return {
        key: 'TEXT_ALERT_VEHICLE_FOUND',
        values: { ...common, year, make, model, engine },
        tone: 'success',
      };
    }
    case 'not-found':
      return { key: 'TEXT_ALERT_UNABLE_TO_FIND_VEHICLE_BY_VIN', values: common, tone: 'error' };
    case 'failed':
      return { key: 'vin.lookupFailed', tone: 'error' };
  }
}
