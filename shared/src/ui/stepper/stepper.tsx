import {
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { parseStepperText, stepValue, type StepperBounds } from './stepper-math';
import { useHoldRepeat } from './use-hold-repeat';
import styles from './stepper.module.css';

export interface StepperLabels {
  /** Accessible name of the number field, e.g. 'Quantity'. */
  value: string;
  decrease: string;
  increase: string;
}

export interface StepperProps extends StepperBounds {
  /** null while the field is empty: a caller that needs a value treats that as invalid. */
  value: number | null;
  onChange: (value: number | null) => void;
  step?: number;
  labels: StepperLabels;
  disabled?: boolean;
  id?: string;
  name?: string;
  size?: 'sm' | 'md' | 'lg';
  invalid?: boolean;
  className?: string;
}

const format = (value: number | null) => (value === null ? '' : String(value));

/**
 * A number field with − and + buttons (spec §2 numeric stepper): step 1 by default, optional
 * bounds, every value clamped; holding a button repeats (300 ms, then every 50 ms); ArrowUp and
 * ArrowDown step from the keyboard.
 */
export function Stepper({
  value,
  onChange,
  step = 1,
  min,
  max,
  labels,
  disabled = false,
  id,
  name,
  size = 'md',
  invalid = false,
  className,
}: StepperProps) {
  const bounds = { min, max };
  // What the visitor is typing; null shows the value itself. An empty draft is allowed so the
  // field can be cleared and retyped.
  const [draft, setDraft] = useState<string | null>(null);
  // A held button fires faster than the parent may re-render: step from the latest value sent.
  const latest = useRef(value);
  latest.current = value;

  const stepBy = (direction: 1 | -1) => {
    const next = stepValue(latest.current, direction, step, bounds);
    setDraft(null);
    if (next === latest.current) return false;
    latest.current = next;
    onChange(next);
    return true;
  };
  const decrease = useHoldRepeat(() => stepBy(-1));
  const increase = useHoldRepeat(() => stepBy(1));

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const parsed = parseStepperText(raw, bounds);
    // A typed number outside the bounds is replaced by the bound at once, so what shows is what counts.
    setDraft(parsed !== null && parsed !== Number(raw) ? String(parsed) : raw);
    latest.current = parsed;
    onChange(parsed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    stepBy(event.key === 'ArrowUp' ? 1 : -1);
  };

  const holdHandlers = (hold: { start: () => void; stop: () => void }, stepOnce: () => void) => ({
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      // Only the primary button (a right click opens the menu instead).
      if (event.button > 0) return;
      hold.start();
    },
    onPointerUp: hold.stop,
    onPointerLeave: hold.stop,
    onPointerCancel: hold.stop,
    // A pointer press already stepped; a click from the keyboard or a screen reader has no detail.
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (event.detail === 0) stepOnce();
    },
    onContextMenu: (event: MouseEvent) => event.preventDefault(),
  });

  const atMin = value !== null && min !== undefined && value <= min;
  const atMax = value !== null && max !== undefined && value >= max;

  return (
    <div className={[styles.stepper, styles[size], className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={styles.button}
        aria-label={labels.decrease}
        disabled={disabled || atMin}
        tabIndex={-1}
        {...holdHandlers(decrease, () => stepBy(-1))}
      >
        −
      </button>
      <input
        id={id}
        name={name}
        className={styles.input}
        type="number"
        inputMode="decimal"
        aria-label={labels.value}
        aria-invalid={invalid || undefined}
        value={draft ?? format(value)}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onChange={onInput}
        onKeyDown={onKeyDown}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={labels.increase}
        disabled={disabled || atMax}
        tabIndex={-1}
        {...holdHandlers(increase, () => stepBy(1))}
      >
        +
      </button>
    </div>
  );
}
