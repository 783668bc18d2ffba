// jsdom does not scroll: window.scrollTo only reports "Not implemented". Pages scroll to the top
// when a link opens them (use-scroll-to-top), so tests get a spy they can also assert on. The
// mock slice's tests run in node, without a window.
beforeEach(() => {
  if (typeof window !== 'undefined') window.scrollTo = jest.fn() as typeof window.scrollTo;
});
