import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupSiteApi } from '../../../testing/api-server';
import { renderInSite } from '../../../testing/render';
import en from '../../../../public/i18n/en.json';
import ru from '../../../../public/i18n/ru.json';
import { CONTACT_LIMITS } from '../../../lib/contact-rules';
import { ContactForm } from '../contact-form';

const { server, toasts } = setupSiteApi();

function renderForm() {
  const user = userEvent.setup();
  renderInSite(<ContactForm title="Leave us a Message" />);
  return {
    user,
    name: screen.getByRole('textbox', { name: /Your name/ }),
    email: screen.getByRole('textbox', { name: /Email address/ }),
    subject: screen.getByRole('textbox', { name: /Subject/ }),
    message: screen.getByRole('textbox', { name: /Message/ }),
    send: screen.getByRole('button', { name: 'Send Message' }),
  };
}

describe('contact form', () => {
  it('marks the required fields and says what is missing on submit', async () => {
    const { user, name, email, subject, message, send } = renderForm();
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(subject).not.toHaveAttribute('aria-required');

    await user.click(send);

    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    for (const field of [name, email, message])
      expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(subject).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveFocus();
  });

  it('quotes the shortest message the backend takes', () => {
    expect(en.contact.errors.tooShort).toContain(String(CONTACT_LIMITS.messageMin));
    expect(ru.contact.errors.tooShort).toContain(String(CONTACT_LIMITS.messageMin));
  });

  it('checks a field once it has been left', async () => {
    const { user, email, message } = renderForm();

    await user.type(email, 'priya@');
    await user.tab();
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();

    await user.type(message, 'Help?');
    await user.tab();
    expect(
      await screen.findByText('Tell us a little more: at least 10 characters.'),
    ).toBeInTheDocument();
  });

  it('sends a valid message and thanks the visitor by name', async () => {
    const { user, name, email, message, send } = renderForm();

    await user.type(name, '  Priya Nair ');
    await user.type(email, 'priya@example.com');
    await user.type(message, 'Which brake kit fits a 2016 Golf 1.4 TSI?');
    await user.click(send);

    expect(
      await screen.findByRole('heading', { name: 'Thank you, Priya Nair!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/reference MSG-\d{5}.*reply to priya@example\.com/),
    ).toBeInTheDocument();
    expect(toasts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('');
  });

  it('points at the fields the server refused, and keeps what was typed', async () => {
    server.use(
      http.post('*/api/site/contact', () =>
        HttpResponse.json(
          {
            status: 400,
            title: 'One or more validation errors occurred.',
            detail: 'email: Enter a valid email address.',
            errors: { email: ['Enter a valid email address.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, name, email, message, send } = renderForm();
    await user.type(name, 'Priya');
    await user.type(email, 'priya@example.com');
    await user.type(message, 'Which brake kit fits my car?');

    await user.click(send);

    // The server's words on the field it names, its title above the form (and in the toast).
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('One or more validation errors occurred.');
    expect(message).toHaveValue('Which brake kit fits my car?');
    expect(toasts).toEqual(['One or more validation errors occurred.']);
  });

  it('says so when the message cannot be sent, and lets the visitor try again', async () => {
    server.use(http.post('*/api/site/contact', () => HttpResponse.error(), { once: true }));
    const { user, name, email, message, send } = renderForm();
    await user.type(name, 'Priya');
    await user.type(email, 'priya@example.com');
    await user.type(message, 'Which brake kit fits my car?');

    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop cannot be reached.');
    expect(message).toHaveValue('Which brake kit fits my car?');

    await user.click(send);
    expect(await screen.findByRole('heading', { name: 'Thank you, Priya!' })).toBeInTheDocument();
  });
});
