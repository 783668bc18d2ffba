import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { FiltersSidebar } from '../filters-sidebar';

/** The drawer as the list opens it: a button outside, the filters inside. */
function Drawer() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filters
      </button>
      <FiltersSidebar side="start" open={open} onClose={() => setOpen(false)}>
        <label>
          <input type="checkbox" /> Brandix
        </label>
      </FiltersSidebar>
    </>
  );
}

describe('FiltersSidebar', () => {
  it('takes focus as it opens and gives it back to its opener as it closes', async () => {
    const { user } = renderWithProviders(<Drawer />);
    const opener = screen.getByRole('button', { name: 'Filters' });

    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Brandix' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(opener).toHaveFocus();
  });

  it('leaves focus where it is when it closes without holding it', async () => {
    const { user } = renderWithProviders(<Drawer />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();

    await user.keyboard('{Escape}');
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });
});
