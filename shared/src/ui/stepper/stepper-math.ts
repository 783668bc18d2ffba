export interface StepperBounds {
  min?: number;
  max?: number;
}

/** Keeps a value inside the optional bounds (spec §5: the stepper's value is clamped). */
export function clampValue(value: number, { min, max }: StepperBounds): number {
  let clamped = value;
  if (max !== undefined && clamped > max) clamped = max;
  if (min !== undefined && clamped < min) clamped = min;
  return clamped;
}

// Steps like 0.1 add up to 0.30000000000000004; rounding to the step's decimals hides that.
function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** One step up (+1) or down (-1) from `value`; an empty value starts from the lower bound or 0. */
export function stepValue(
  value: number | null,
  direction: 1 | -1,
  step: number,
  bounds: StepperBounds,
): number {
  if (value === null) return clampValue(bounds.min ?? 0, bounds);
  const next = Number((value + direction * step).toFixed(decimalsOf(step)));
  return clampValue(next, bounds);
}

/** What the typed text means: null while empty or not a number, else the clamped number. */
export function parseStepperText(text: string, bounds: StepperBounds): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? clampValue(value, bounds) : null;
}
