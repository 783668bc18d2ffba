import { screen, waitFor } from '@testing-library/react';
import { z } from 'zod/mini';
import { ApiError } from '../../api/api-error';
import { deferred, renderWithProviders } from '../../testing';
import {
  AddressFields,
  addressSchema,
  CheckboxField,
  EMPTY_ADDRESS,
  Form,
  mustBeChecked,
  requiredText,
  SubmitButton,
  TextField,
  useFormKit,
  type FormOutput,
} from '..';

jest.mock('../countries', () => ({
  useCountryOptions: () => ({
    status: 'ready',
    options: [
      { value: 'DE', label: 'Germany' },
      { value: 'US', label: 'United States' },
    ],
  }),
}));

const schema = z.object({
  name: requiredText(),
  terms: mustBeChecked('ERROR_FORM_REQUIRED'),
  billingAddress: addressSchema(),
});
type Values = FormOutput<typeof schema>;

function TestForm({ onSave }: { onSave(values: Values): Promise<void> }) {
  const kit = useFormKit(schema, {
    name: '',
    terms: false,
    billingAddress: { ...EMPTY_ADDRESS, country: 'US' },
  });
  return (
    <Form kit={kit} onSubmit={onSave}>
      <TextField name="name" label="Name" />
      <AddressFields prefix="billingAddress" section="billing" />
      <CheckboxField name="terms" label="I agree" />
      <SubmitButton pending={kit.pending}>Save</SubmitButton>
    </Form>
  );
}

async function fillAddress(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Ryan');
  await user.type(screen.getByLabelText('Last name'), 'Ford');
  await user.type(screen.getByLabelText('Street address'), '1 Main St');
  await user.type(screen.getByLabelText('Town / City'), 'Springfield');
  await user.type(screen.getByLabelText('Postcode / ZIP'), '12345');
  await user.type(screen.getByLabelText('Email address'), 'ryan@example.com');
  await user.type(screen.getByLabelText('Phone number'), '+1 555 123 4567');
}

it('shows no error before the visitor touched a field, then every problem on submit', async () => {
  const onSave = jest.fn(async () => undefined);
  const { user } = renderWithProviders(<TestForm onSave={onSave} />);
  expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSave).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('I agree')).toHaveAttribute('aria-invalid', 'true');
  // Optional fields stay valid.
  expect(screen.getByLabelText(/Company name/)).not.toHaveAttribute('aria-invalid');
});

it('shows a field’s error once it was edited, even back to empty, or left (spec §5)', async () => {
  const { user } = renderWithProviders(<TestForm onSave={jest.fn()} />);
  const name = screen.getByLabelText('Name');
  await user.type(name, 'x');
  await user.clear(name);
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getAllByText('This field is required')).toHaveLength(1);
  // A field only visited shows its error once the visitor leaves it.
  await user.click(screen.getByLabelText('First name'));
  expect(screen.getAllByText('This field is required')).toHaveLength(1);
  await user.tab();
  expect(screen.getAllByText('This field is required')).toHaveLength(2);
});

it('checks the email and phone formats of an address', async () => {
  const { user } = renderWithProviders(<TestForm onSave={jest.fn()} />);
  await user.type(screen.getByLabelText('Email address'), 'not-an-email');
  await user.type(screen.getByLabelText('Phone number'), '12');
  await user.tab();
  expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
  expect(screen.getByText('Enter a phone number of 7 to 15 digits.')).toBeInTheDocument();
});

it('submits valid values once, however often the button is pressed while saving', async () => {
  const save = deferred<void>();
  const onSave = jest.fn((_values: Values) => save.promise);
  const { user } = renderWithProviders(<TestForm onSave={onSave} />);
  await user.type(screen.getByLabelText('Name'), '  Ryan  ');
  await fillAddress(user);
  expect(screen.getByLabelText('Country')).toHaveValue('US');
  await user.click(screen.getByLabelText('I agree'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledTimes(1);
  expect(onSave.mock.calls[0]![0]).toMatchObject({
    name: 'Ryan',
    terms: true,
    billingAddress: { firstName: 'Ryan', country: 'US', company: '', city: 'Springfield' },
  });
  save.resolve();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
});

it('keeps what was typed after a failed save and shows the server’s words where they belong', async () => {
  const onSave = jest.fn(async () => {
    throw new ApiError(
      400,
      {
        status: 400,
        title: 'One or more validation errors occurred.',
        detail: '',
        errors: { 'billingAddress.city': ['We do not deliver to this town.'], nowhere: ['x'] },
      },
      'One or more validation errors occurred.',
    );
  });
  const { user } = renderWithProviders(<TestForm onSave={onSave} />);
  await user.type(screen.getByLabelText('Name'), 'Ryan');
  await fillAddress(user);
  await user.click(screen.getByLabelText('I agree'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'One or more validation errors occurred.',
  );
  expect(screen.getByText('We do not deliver to this town.')).toBeInTheDocument();
  expect(screen.getByLabelText('Town / City')).toHaveValue('Springfield');
  expect(screen.getByLabelText('Name')).toHaveValue('Ryan');
});

it('shows a translated default when the failure carries no server title', async () => {
  const { user } = renderWithProviders(
    <TestForm onSave={async () => Promise.reject(new Error('socket hang up'))} />,
  );
  await user.type(screen.getByLabelText('Name'), 'Ryan');
  await fillAddress(user);
  await user.click(screen.getByLabelText('I agree'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('An error has occured.');
});
