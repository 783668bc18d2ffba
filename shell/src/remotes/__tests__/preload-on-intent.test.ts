import { preloadArea } from '../area-loader';
import { preloadAreasOnIntent } from '../preload-on-intent';

jest.mock('../area-loader', () => ({ preloadArea: jest.fn() }));

const preload = jest.mocked(preloadArea);
let stop: () => void;

beforeEach(() => {
  preload.mockClear();
  document.body.innerHTML = `
    <a href="/shop/cart"><span>Cart</span></a>
    <a href="/forgot-password">Forgot password?</a>
    <a href="/home-two">Home two</a>
    <a href="https://www.facebook.com/shop">Facebook</a>`;
  stop = preloadAreasOnIntent();
});

afterEach(() => stop());

function link(name: string): HTMLAnchorElement {
  return [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;
}

it('preloads the area of a link the pointer rests on, from any element inside it', () => {
  link('Cart')
    .querySelector('span')!
    .dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(preload).toHaveBeenCalledWith('shop');
});

it('preloads the owning area of a link reached by keyboard', () => {
  link('Forgot password?').focus();
  expect(preload).toHaveBeenCalledWith('account');
});

it('leaves the shell’s own pages and other sites alone', () => {
  link('Home two').dispatchEvent(new Event('pointerover', { bubbles: true }));
  link('Facebook').dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(preload).not.toHaveBeenCalled();
});

it('stops listening when asked', () => {
  stop();
  link('Cart').dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(preload).not.toHaveBeenCalled();
  stop = () => undefined;
});
