import { useFormik } from 'formik';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object } from 'yup';
import { bodyLimits, formatRules } from '../../api/generated/limits';
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
    initialValues: { phone: '', email: '', website: '', ...emptyAddress() },
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

/** Types `text` into the field labelled `label` at once: typing key by key is slow on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('the address and contact fields', () => {
  it('says what each field takes before anything is typed', () => {
    render(<StoreLikeForm onSubmit={jest.fn()} />);
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      "Optional; a number of the address's country, or with its country code",
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Optional');
    expect(screen.getByLabelText(/^Website/)).toHaveAccessibleDescription(
      'Optional, for example example.com',
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
    await fill(user, /^Phone/, '912 345 678');
    await fill(user, /^Email/, 'luna@');
    await fill(user, /^Website/, 'ftp://files.example.com');
    await fill(user, /^Postal code/, '1234567890123');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(formatRules.phone.message)).toBeInTheDocument();
    expect(screen.getByText('Email must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText(formatRules['http-url'].message)).toBeInTheDocument();
    expect(screen.getByText('Address line is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Postal code must be at most 12 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a filled address with its optional contacts left blank', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<StoreLikeForm onSubmit={onSubmit} />);
    await fill(user, /^Address line/, '12 Rue de Rivoli');
    await fill(user, /^City/, 'Paris');
    await fill(user, /^Postal code/, '75001');
    await fill(user, /^Phone/, '+33 1 23 45 67 89');
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
    expect(phone).toHaveAccessibleDescription(
      "A number of the address's country, or with its country code",
    );
    expect(phone).toHaveAttribute('autocomplete', 'tel');
  });

  it('starts in the country of the browser, and takes its numbers and a website without https://', async () => {
    // A Lisbon bakery's browser: it used to start in the United States and refuse both.
    const languages = jest.spyOn(window.navigator, 'languages', 'get');
    languages.mockReturnValue(['pt-PT', 'pt', 'en']);
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<StoreLikeForm onSubmit={onSubmit} />);
    languages.mockRestore();

    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveTextContent('Portugal');
    await fill(user, /^Address line/, 'Rua Augusta 1');
    await fill(user, /^City/, 'Lisboa');
    await fill(user, /^Postal code/, '1100-048');
    await fill(user, /^Phone/, '912 345 678');
    await fill(user, /^Website/, 'cafesol.pt');
    await user.tab();
    expect(screen.getByLabelText(/^Website/)).toHaveValue('https://cafesol.pt');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          country: 'PT',
          phone: '912 345 678',
          website: 'https://cafesol.pt',
        }),
        expect.anything(),
      ),
    );
  });
});
