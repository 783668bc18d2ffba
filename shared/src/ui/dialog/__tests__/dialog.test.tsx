import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, type DialogProps } from '../dialog';

function Page(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog onClose={() => setOpen(false)} labelledBy="title" closeLabel="Close" {...props}>
          <h2 id="title">Brake pads</h2>
          <label>
            Front <input type="radio" name="axle" />
          </label>
          <label>
            Rear <input type="radio" name="axle" defaultChecked />
          </label>
        </Dialog>
      ) : null}
    </>
  );
}

async function openDialog(props: Partial<DialogProps> = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Brake pads' }) };
}

describe('Dialog', () => {
  it('is a modal named by its heading, focused when it opens', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
  });

  it('starts the keyboard where the content asks', async () => {
    await openDialog({ initialFocus: () => screen.getByRole('radio', { name: 'Rear' }) });
    expect(screen.getByRole('radio', { name: 'Rear' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes from its close button and from a click on the backdrop, not inside', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByRole('heading', { name: 'Brake pads' }));
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside: from the last control back to the first', async () => {
    const { user } = await openDialog();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Rear' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('locks the page scroll while open and gives it back when closed', async () => {
    document.body.style.overflow = 'auto';
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
  });

  it('draws no close button without a name for it', async () => {
    await openDialog({ closeLabel: undefined });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
