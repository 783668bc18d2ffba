export { Stepper, type StepperLabels, type StepperProps } from './stepper';
export { clampValue, parseStepperText, stepValue, type StepperBounds } from './stepper-math';
export { HOLD_DELAY_MS, HOLD_INTERVAL_MS } from './use-hold-repeat';
