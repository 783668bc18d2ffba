import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Stepper, type StepperProps } from '../stepper';
import { clampValue, parseStepperText, stepValue } from '../stepper-math';

const labels = { value: 'Quantity', decrease: 'Decrease', increase: 'Increase' };

function Controlled(props: Partial<StepperProps> & { initial?: number | null }) {
  const { initial = 1, onChange, ...rest } = props;
  const [value, setValue] = useState<number | null>(initial);
  return (
    <Stepper
      labels={labels}
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Quantity' });

describe('stepper math', () => {
  it('clamps to the bounds that are given', () => {
    expect(clampValue(0, { min: 1 })).toBe(1);
    expect(clampValue(12, { min: 1, max: 10 })).toBe(10);
    expect(clampValue(-5, {})).toBe(-5);
  });

  it('steps by the step without floating-point dust', () => {
    expect(stepValue(0.2, 1, 0.1, {})).toBe(0.3);
    expect(stepValue(1, -1, 1, { min: 1 })).toBe(1);
    expect(stepValue(null, 1, 1, { min: 1 })).toBe(1);
  });

  it('reads typed text as empty, not-a-number or a clamped number', () => {
    expect(parseStepperText('  ', { min: 1 })).toBeNull();
    expect(parseStepperText('abc', { min: 1 })).toBeNull();
    expect(parseStepperText('0', { min: 1 })).toBe(1);
    expect(parseStepperText('7', { min: 1, max: 5 })).toBe(5);
  });
});

describe('Stepper', () => {
  afterEach(() => jest.useRealTimers());

  it('steps with the buttons and the arrow keys, within the bounds', async () => {
    const user = userEvent.setup();
    render(<Controlled min={1} max={3} />);
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(field()).toHaveValue(2);
    field().focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(field()).toHaveValue(3);
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(field()).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
  });

  it('clamps a typed value and allows clearing the field', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled min={1} max={10} onChange={onChange} />);
    await user.clear(field());
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field()).toHaveValue(null);
    await user.type(field(), '25');
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(field()).toHaveValue(10);
  });

  it('repeats a held button after 300 ms, then every 50 ms, and stops on release', () => {
    jest.useFakeTimers();
    const onChange = jest.fn();
    render(<Controlled initial={1} onChange={onChange} />);
    const plus = screen.getByRole('button', { name: 'Increase' });

    fireEvent.pointerDown(plus, { button: 0 });
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(299));
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(50));
    expect(onChange).toHaveBeenCalledTimes(2);
    act(() => jest.advanceTimersByTime(200));
    expect(onChange).toHaveBeenCalledTimes(6);
    expect(field()).toHaveValue(7);

    fireEvent.pointerUp(plus);
    act(() => jest.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(6);
  });

  it('stops repeating at a bound and when the pointer leaves', () => {
    jest.useFakeTimers();
    const onChange = jest.fn();
    render(<Controlled initial={5} min={1} onChange={onChange} />);
    const minus = screen.getByRole('button', { name: 'Decrease' });
    fireEvent.pointerDown(minus, { button: 0 });
    act(() => jest.advanceTimersByTime(300 + 50 * 10));
    expect(field()).toHaveValue(1);
    expect(onChange).toHaveBeenCalledTimes(4);

    const plus = screen.getByRole('button', { name: 'Increase' });
    fireEvent.pointerDown(plus, { button: 0 });
    fireEvent.pointerLeave(plus);
    act(() => jest.advanceTimersByTime(1000));
    expect(field()).toHaveValue(2);
  });
});
