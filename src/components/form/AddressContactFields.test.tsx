import { useFormik } from 'formik';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object } from 'yup';
import { bodyLimits } from '../../api/generated/limits';
import {
  addressShape,
  emailAddress,
  emptyAddress,
  phoneNumber,
  website,
} from '../../lib/contactRules';
import { AddressContactFields } from './AddressContactFields';

// The store form's fields and rules: every field of the group, the phone optional.
const limits = bodyLimits['POST /stores'];
const schema = object({
  phone: phoneNumber(),
  email: emailAddress(limits.email.maxLength),
  website: website(limits.website.maxLength),
  ...addressShape(limits),
});

function StoreLikeForm({
  onSubmit,
  phoneRequired = false,
}: {
  onSubmit: (values: unknown) => void;
  phoneRequired?: boolean;
}) {
  const form = useFormik({
    initialValues: { phone: '', email: '', website: '', ...emptyAddress },
    validationSchema: schema,
    onSubmit,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <AddressContactFields
        form={form}
        rows={[['phone', 'email'], 'website', 'address_line', ['city', 'postal_code'], 'country']}
        phoneRequired={phoneRequired}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the address and contact fields', () => {
  it('says what each field takes before anything is typed', () => {
    render(<StoreLikeForm onSubmit={jest.fn()} />);
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      'Optional, e.g. +14155550123',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Optional');
    expect(screen.getByLabelText(/^Website/)).toHaveAccessibleDescription(
      'Optional, for example https://example.com',
    );
    expect(screen.getByLabelText(/^Address line/)).toBeRequired();
    expect(screen.getByLabelText(/^Address line/)).toHaveAttribute(
      'autocomplete',
      'street-address',
    );
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveTextContent('United States');
  });

  it('shows under each field what is wrong with it, and sends nothing', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<StoreLikeForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Phone/), '4155550123');
    await user.type(screen.getByLabelText(/^Email/), 'luna@');
    await user.type(screen.getByLabelText(/^Website/), 'ftp://files.example.com');
    await user.type(screen.getByLabelText(/^Postal code/), '1234567890123');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        'Phone must be an international number with its country code, e.g. +14155550123.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Email must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Website must be an http:// or https:// address.')).toBeInTheDocument();
    expect(screen.getByText('Address line is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Postal code must be at most 12 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a filled address with its optional contacts left blank', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<StoreLikeForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Address line/), '12 Rue de Rivoli');
    await user.type(screen.getByLabelText(/^City/), 'Paris');
    await user.type(screen.getByLabelText(/^Postal code/), '75001');
    await user.type(screen.getByLabelText(/^Phone/), '+33 1 23 45 67 89');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ city: 'Paris', phone: '+33 1 23 45 67 89', website: '' }),
        expect.anything(),
      ),
    );
  });

  it('asks for the phone with its country code where a phone is required', () => {
    render(<StoreLikeForm onSubmit={jest.fn()} phoneRequired />);
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone).toBeRequired();
    expect(phone).toHaveAccessibleDescription('With the country code, e.g. +14155550123');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
  });
});
