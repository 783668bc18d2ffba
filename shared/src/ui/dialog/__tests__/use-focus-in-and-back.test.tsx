import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFocusInAndBack } from '../use-focus-in-and-back';

/** A panel that stays in the page while closed (a drawer), or leaves it (`unmounts`). */
function Page({ unmounts = false, toClose = false }: { unmounts?: boolean; toClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useFocusInAndBack(open, panel, toClose ? () => close.current : undefined);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {/* Something else on the page that also closes the panel. */}
      <button type="button" onClick={() => setOpen(false)}>
        Elsewhere
      </button>
      {!unmounts || open ? (
        <div ref={panel} tabIndex={-1} aria-label="Panel" role="region" hidden={!open}>
          <button type="button" ref={close} onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      ) : null}
    </>
  );
}

async function opened(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

describe('useFocusInAndBack', () => {
  it('moves focus to the target as the panel opens, and back to the opener as it closes', async () => {
    const user = await opened({ toClose: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('focuses the panel itself without a target', async () => {
    await opened();
    expect(screen.getByRole('region', { name: 'Panel' })).toHaveFocus();
  });

  it('gives focus back when the panel leaves the page with it', async () => {
    const user = await opened({ unmounts: true, toClose: true });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Panel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('leaves focus where the shopper put it outside the panel', async () => {
    const user = await opened({ toClose: true });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('region', { hidden: true })).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
