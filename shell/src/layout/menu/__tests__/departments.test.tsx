import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { deferred } from '@autoparts/shared/testing';
import { FAKE_CATEGORY_TREE, serveCategoryTree } from '../../../testing/category-tree';
import { renderWithProviders } from '../../../testing/render';
import { Departments } from '../departments';

const shop = serveCategoryTree();

function renderDepartments() {
  renderWithProviders(
    <div>
      <p>outside</p>
      <Departments />
    </div>,
  );
  return screen.getByRole('button', { name: 'Shop By Category' });
}

const departmentsList = () => screen.findByRole('list', { name: 'Departments' });

it('opens the department list on click and closes it on an outside click', async () => {
  const button = renderDepartments();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  const list = await departmentsList();
  expect(within(list).getByRole('link', { name: 'Brakes' })).toHaveAttribute(
    'href',
    '/shop/category/brakes',
  );
  fireEvent.pointerDown(screen.getByText('outside'));
  expect(screen.queryByRole('list', { name: 'Departments' })).not.toBeInTheDocument();
});

it('asks the shop for its tree when the list first opens, once for the session', async () => {
  const held = deferred<Response>();
  shop.answerWith(() => held.promise);
  const button = renderDepartments();
  expect(shop.state.requests).toBe(0);

  await userEvent.click(button);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  held.resolve(HttpResponse.json(FAKE_CATEGORY_TREE));
  const list = await departmentsList();
  // The shop's departments in its order, named by the common texts where they have one.
  expect(
    within(list)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Headlights & Lighting',
    'Brakes',
    'Suspension & Steering',
    'Engine & Ignition',
    'Filters',
    'Electrical',
    'Wheels & Tires',
    'Body & Exterior',
    'Interior & Accessories',
    'Oils & Fluids',
    'Tools & Garage',
    'Garage Storage',
  ]);

  await userEvent.click(button);
  await userEvent.click(button);
  expect(screen.getByRole('list', { name: 'Departments' })).toBeInTheDocument();
  expect(shop.state.requests).toBe(1);
});

it("a department the shell has no text for keeps the shop's name and is a plain link", async () => {
  await userEvent.click(renderDepartments());
  const storage = within(await departmentsList()).getByRole('link', { name: 'Garage Storage' });
  expect(storage).toHaveAttribute('href', '/shop/category/garage-storage');
  await userEvent.hover(storage);
  expect(document.querySelector('[data-size]')).not.toBeInTheDocument();
});

it("without the shop's tree it links to the shop's categories; it asks again", async () => {
  shop.fail();
  const button = renderDepartments();
  await userEvent.click(button);
  const list = await departmentsList();
  expect(within(list).getByRole('link', { name: 'All categories' })).toHaveAttribute(
    'href',
    '/shop',
  );
  expect(within(list).getAllByRole('link')).toHaveLength(1);

  shop.answerWith(() => HttpResponse.json(FAKE_CATEGORY_TREE));
  await userEvent.click(button);
  await userEvent.click(button);
  expect(await screen.findByRole('link', { name: 'Brakes' })).toBeInTheDocument();
  expect(shop.state.requests).toBe(2);
});

it('opens on hover and shows the megamenu of the department under the pointer', async () => {
  const button = renderDepartments();
  await userEvent.hover(button);
  await departmentsList();

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
  await departmentsList();
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
  // The first department takes the focus once the tree has come; its megamenu repeats its name.
  await departmentsList();
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
  await userEvent.click(await screen.findByRole('link', { name: 'Filters' }));
  expect(screen.queryByRole('list', { name: 'Departments' })).not.toBeInTheDocument();
});
