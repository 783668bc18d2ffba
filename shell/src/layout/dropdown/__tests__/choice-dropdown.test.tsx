import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceDropdown } from '../choice-dropdown';

const choices = [
  { value: 'USD', label: 'US Dollar' },
  { value: 'EUR', label: 'Euro' },
];

function renderDropdown(onSelect = jest.fn()) {
  render(
    <div>
      <p>outside</p>
      <ChoiceDropdown
        label="Currency"
        current="USD"
        choices={choices}
        selected="USD"
        onSelect={onSelect}
      />
    </div>,
  );
  return { onSelect, trigger: screen.getByRole('button', { name: 'Currency' }) };
}

it('opens on click and chooses a value', async () => {
  const { onSelect, trigger } = renderDropdown();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await userEvent.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menuitemradio', { name: 'US Dollar' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await userEvent.click(screen.getByRole('menuitemradio', { name: 'Euro' }));
  expect(onSelect).toHaveBeenCalledWith('EUR');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('opens on hover and closes when the pointer leaves', () => {
  const { trigger } = renderDropdown();
  fireEvent.mouseEnter(trigger.parentElement!);
  expect(screen.getByRole('menu')).toBeInTheDocument();
  fireEvent.mouseLeave(trigger.parentElement!);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('closes on an outside click and on Escape, giving focus back to the trigger', async () => {
  const { trigger } = renderDropdown();
  await userEvent.click(trigger);
  fireEvent.pointerDown(screen.getByText('outside'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  await userEvent.click(trigger);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

it('a click pins the menu open when the pointer leaves', async () => {
  const { trigger } = renderDropdown();
  await userEvent.click(trigger);
  fireEvent.mouseLeave(trigger.parentElement!);
  expect(screen.getByRole('menu')).toBeInTheDocument();
  await userEvent.click(trigger);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});
