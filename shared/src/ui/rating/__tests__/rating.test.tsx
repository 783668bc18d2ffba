import { screen } from '@testing-library/react';
import { Rating } from '../rating';
import { renderWithI18n } from './with-i18n';

const renderRating = (value: number, texts = {}) => renderWithI18n(<Rating value={value} />, texts);

// The stylesheet draws as many filled stars as data-filled says (jsdom lays nothing out).
const filledStars = (container: HTMLElement) =>
  Number(container.querySelector('[role="img"]')?.getAttribute('data-filled'));

it('reads out the rating and fills that many of five stars', () => {
  const { container } = renderRating(4);
  expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  expect(container.querySelector('[role="img"]')).toBeEmptyDOMElement();
  expect(filledStars(container)).toBe(4);
});

it('keeps one decimal in the label and rounds the stars', () => {
  const { container } = renderRating(4.44);
  expect(screen.getByRole('img', { name: 'Rated 4.4 out of 5' })).toBeInTheDocument();
  expect(filledStars(container)).toBe(4);
});

it('clamps values outside 0 to 5 and treats nonsense as unrated', () => {
  const { container, unmount } = renderRating(9);
  expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  expect(filledStars(container)).toBe(5);
  unmount();
  renderRating(Number.NaN);
  expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
});

it('takes its words from the common namespace when they are there', () => {
  renderRating(3, { TEXT_RATING_LABEL: 'Оценка {{rating}} из {{max}}' });
  expect(screen.getByRole('img', { name: 'Оценка 3 из 5' })).toBeInTheDocument();
});
