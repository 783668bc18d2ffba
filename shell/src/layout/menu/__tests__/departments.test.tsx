import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { Departments } from '../departments';

function renderDepartments() {
  renderWithProviders(
    <div>
      <p>outside</p>
      <Departments />
    </div>,
  );
  return screen.getByRole('button', { name: 'Shop By Category' });
}

it('opens the department list on click and closes it on an outside click', async () => {
  const button = renderDepartments();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  const list = screen.getByRole('list', { name: 'Departments' });
  expect(within(list).getByRole('link', { name: 'Brakes' })).toHaveAttribute(
    'href',
    '/shop/category/brakes',
  );
  fireEvent.pointerDown(screen.getByText('outside'));
  expect(screen.queryByRole('list', { name: 'Departments' })).not.toBeInTheDocument();
});

it('opens on hover and shows the megamenu of the department under the pointer', async () => {
  const button = renderDepartments();
  await userEvent.hover(button);
  expect(screen.getByRole('list', { name: 'Departments' })).toBeInTheDocument();

  await userEvent.hover(screen.getByRole('link', { name: 'Headlights & Lighting' }));
  const xl = document.querySelector('[data-size="xl"]') as HTMLElement;
  expect(within(xl).getByRole('link', { name: 'Fog Lights' })).toHaveAttribute(
    'href',
    '/shop/category/fog-lights/products',
  );
  expect(within(xl).getByRole('link', { name: 'Electrical' })).toBeInTheDocument();
  expect(xl.querySelector('svg')).toBeInTheDocument();

  await userEvent.hover(screen.getByRole('link', { name: 'Tools & Garage' }));
  expect(document.querySelector('[data-size="xl"]')).not.toBeInTheDocument();
  expect(document.querySelector('[data-size="sm"]')).toBeInTheDocument();

  await userEvent.unhover(button.parentElement!);
  expect(screen.queryByRole('list', { name: 'Departments' })).not.toBeInTheDocument();
});

it('each megamenu size is used once: xl, lg, md, nl and sm', async () => {
  await userEvent.click(renderDepartments());
  const sizes: string[] = [];
  for (const name of [
    'Headlights & Lighting',
    'Brakes',
    'Engine & Ignition',
    'Wheels & Tires',
    'Tools & Garage',
  ]) {
    await userEvent.hover(screen.getByRole('link', { name }));
    sizes.push(document.querySelector('[data-size]')?.getAttribute('data-size') ?? '');
  }
  expect(sizes).toEqual(['xl', 'lg', 'md', 'nl', 'sm']);
});

it('works from the keyboard: arrow down opens, focus shows a megamenu, Escape closes', async () => {
  const button = renderDepartments();
  button.focus();
  await userEvent.keyboard('{ArrowDown}');
  // The department has the focus; its megamenu repeats its name as the first group.
  const [first] = screen.getAllByRole('link', { name: 'Headlights & Lighting' });
  expect(first).toHaveFocus();
  expect(document.querySelector('[data-size="xl"]')).toBeInTheDocument();

  // Tab walks into the open megamenu, which follows its department.
  await userEvent.tab();
  expect(document.querySelector('[data-size="xl"]')).toContainElement(
    document.activeElement as HTMLElement,
  );
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('list', { name: 'Departments' })).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

it('following a link closes the menu', async () => {
  await userEvent.click(renderDepartments());
  await userEvent.click(screen.getByRole('link', { name: 'Filters' }));
  expect(screen.queryByRole('list', { name: 'Departments' })).not.toBeInTheDocument();
});
