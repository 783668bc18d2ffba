import { focusablesIn, keepTabInside } from '../focus';

function dialogWith(html: string): HTMLElement {
  const root = document.createElement('div');
  root.tabIndex = -1;
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

function tab(root: HTMLElement, shiftKey = false) {
  const event = { key: 'Tab', shiftKey, preventDefault: jest.fn() };
  keepTabInside(event, root);
  return event;
}

const CONTROLS = `
  <button id="first">First</button>
  <button disabled>Off</button>
  <input type="hidden" name="token" />
  <div aria-hidden="true"><a href="/x" id="hidden">Hidden</a></div>
  <input id="middle" />
  <a href="/y" id="last">Last</a>`;

describe('dialog focus', () => {
  it('finds what Tab reaches: no disabled, hidden-input or aria-hidden controls', () => {
    const root = dialogWith(CONTROLS);
    expect(focusablesIn(root).map((element) => element.id)).toEqual(['first', 'middle', 'last']);
    expect(focusablesIn(null)).toEqual([]);
  });

  it('wraps Tab from the last control to the first, and Shift+Tab back', () => {
    const root = dialogWith(CONTROLS);
    document.getElementById('last')!.focus();
    expect(tab(root).preventDefault).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('first');

    expect(tab(root, true).preventDefault).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('last');
  });

  it('lets the browser move between inner controls', () => {
    const root = dialogWith(CONTROLS);
    document.getElementById('middle')!.focus();
    expect(tab(root).preventDefault).not.toHaveBeenCalled();
    expect(tab(root, true).preventDefault).not.toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('middle');
  });

  it('brings focus back in from outside, and Shift+Tab from the dialog itself to the end', () => {
    const root = dialogWith(CONTROLS);
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    tab(root);
    expect(document.activeElement?.id).toBe('first');

    root.focus();
    tab(root, true);
    expect(document.activeElement?.id).toBe('last');
  });

  it('keeps focus put in a dialog without controls, and ignores other keys', () => {
    const root = dialogWith('<p>Nothing to reach</p>');
    root.focus();
    expect(tab(root).preventDefault).toHaveBeenCalled();
    expect(document.activeElement).toBe(root);

    const escape = { key: 'Escape', shiftKey: false, preventDefault: jest.fn() };
    keepTabInside(escape, root);
    expect(escape.preventDefault).not.toHaveBeenCalled();
  });
});
