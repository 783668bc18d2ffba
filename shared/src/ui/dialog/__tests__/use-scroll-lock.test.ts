import { renderHook } from '@testing-library/react';
import { useScrollLock } from '../use-scroll-lock';

describe('useScrollLock', () => {
  it('stops the page scrolling while active and gives back what the body had', () => {
    document.body.style.overflow = 'auto';
    const { rerender, unmount } = renderHook(({ active }) => useScrollLock(active), {
      initialProps: { active: false },
    });
    expect(document.body.style.overflow).toBe('auto');

    rerender({ active: true });
    expect(document.body.style.overflow).toBe('hidden');

    rerender({ active: false });
    expect(document.body.style.overflow).toBe('auto');

    rerender({ active: true });
    unmount();
    expect(document.body.style.overflow).toBe('auto');
  });
});
