import { act, screen, within } from '@testing-library/react';
import { ApiError, type PagedList, type Review } from '@autoparts/shared';
import { renderWithProviders } from '../../../testing/render';
import { makeReview } from '../../../testing/products';
import { Reviews } from '../reviews';

jest.mock('../../../api/reviews.api', () => ({
  REVIEWS_PAGE_SIZE: 8,
  getReviews: jest.fn(),
  addReview: jest.fn(),
}));
import { addReview, getReviews } from '../../../api/reviews.api';

const getPage = jest.mocked(getReviews);
const add = jest.mocked(addReview);

function page(items: Review[], pageNumber = 1, pages = 1): PagedList<Review> {
  return { items, page: pageNumber, limit: 8, total: pages * 8, pages, from: 1, to: items.length };
}

beforeEach(() => {
  getPage.mockReset();
  add.mockReset();
});

describe('Reviews', () => {
  it('shows authors and contents as text, never as markup', async () => {
    getPage.mockResolvedValue(
      page([makeReview({ author: '<b>x</b>', content: '<img src=x onerror=alert(1)>Great' })]),
    );
    const { container } = renderWithProviders(<Reviews productSlug="pads" />);
    expect(await screen.findByText('<b>x</b>')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>Great')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img[onerror]')).toBeNull();
  });

  it("shows the reviewer's avatar, and the initial when there is none", async () => {
    getPage.mockResolvedValue(
      page([
        makeReview({ id: 2, author: 'Ann', avatar: 'avatar-3.svg' }),
        makeReview({ id: 1, author: 'bob', avatar: '' }),
      ]),
    );
    const { container } = renderWithProviders(<Reviews productSlug="pads" />);
    await screen.findByText('Ann');
    const avatars = [...container.querySelectorAll('li img')];
    expect(avatars.map((img) => img.getAttribute('src'))).toEqual([
      '/api/shop/images/avatars/avatar-3.svg',
    ]);
    expect(within(screen.getAllByRole('listitem')[1]!).getByText('B')).toBeInTheDocument();
  });

  it('keeps the order the server answers (newest first) and pages through', async () => {
    getPage
      .mockResolvedValueOnce(
        page(
          [
            makeReview({ id: 3, author: 'Newest', date: '2025-12-01T00:00:00.000Z' }),
            makeReview({ id: 2, author: 'Older', date: '2025-06-01T00:00:00.000Z' }),
          ],
          1,
          2,
        ),
      )
      .mockResolvedValueOnce(page([makeReview({ id: 1, author: 'Oldest' })], 2, 2));
    const { user } = renderWithProviders(<Reviews productSlug="pads" />);
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Newest'), expect.stringContaining('Older')]);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Oldest')).toBeInTheDocument();
    expect(getPage).toHaveBeenLastCalledWith('pads', 2);
  });

  it('offers Retry when the reviews cannot be loaded', async () => {
    getPage
      .mockRejectedValueOnce(new ApiError(503, null, 'Service Unavailable'))
      .mockResolvedValueOnce(page([makeReview({ author: 'Ann' })]));
    const { user } = renderWithProviders(<Reviews productSlug="pads" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The reviews could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ann')).toBeInTheDocument();
  });

  it('validates the form and posts {author, rating, content}', async () => {
    getPage.mockResolvedValue(page([]));
    add.mockResolvedValue(makeReview({ id: 9 }));
    const { user } = renderWithProviders(<Reviews productSlug="pads" />);
    expect(
      await screen.findByText('There are no reviews for this product yet.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Post your review' }));
    expect(screen.getByText('Choose a rating from 1 to 5.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(add).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), '  Ann  ');
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Fits well.');
    await user.click(screen.getByRole('button', { name: 'Post your review' }));
    expect(await screen.findByText('Thank you! Your review has been posted.')).toBeInTheDocument();
    expect(add).toHaveBeenCalledWith('pads', { author: 'Ann', rating: 4, content: 'Fits well.' });
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
    expect(getPage).toHaveBeenCalledTimes(2);
  });

  it("posts a signed-in customer's review under the customer's name, asking for none", async () => {
    getPage.mockResolvedValue(page([]));
    add.mockResolvedValue(makeReview({ id: 9 }));
    const { user, store } = renderWithProviders(<Reviews productSlug="pads" />);
    const ann = {
      email: 'ann@example.com',
      phone: '',
      firstName: 'Ann',
      lastName: 'Lee',
      avatar: '',
    };
    act(() => void store.auth.signInWithTokens('a'.repeat(32), 'b'.repeat(32), ann));
    expect(await screen.findByText('You are posting as Ann Lee.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your name' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Good');
    await user.click(screen.getByRole('button', { name: 'Post your review' }));
    expect(await screen.findByText('Thank you! Your review has been posted.')).toBeInTheDocument();
    expect(add).toHaveBeenCalledWith('pads', { author: 'Ann Lee', rating: 5, content: 'Good' });
  });

  it("shows the server's reason and keeps what was typed when the review is refused", async () => {
    getPage.mockResolvedValue(page([]));
    add.mockRejectedValue(
      new ApiError(
        429,
        {
          status: 429,
          title: 'Too many reviews',
          detail: 'Too many reviews from your network.',
          errors: {},
        },
        'Too many reviews',
      ),
    );
    const { user } = renderWithProviders(<Reviews productSlug="pads" />);
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Good');
    await user.click(screen.getByRole('button', { name: 'Post your review' }));
    expect(await screen.findByRole('button', { name: 'Post your review' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('Good');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many reviews');
    expect(screen.queryByText('Thank you! Your review has been posted.')).not.toBeInTheDocument();
  });
});
