import type { FocusEvent } from 'react';
import type { FormikProps } from 'formik';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { COUNTRIES } from '../../lib/countries';
import { withWebScheme, type Address } from '../../lib/contactRules';
import { fieldProps } from './fieldProps';
import type { Submission } from './formErrors';

/** The fields this group draws; their rules are in src/lib/contactRules.ts. */
export type AddressContactField = keyof Address | 'phone' | 'email' | 'website';

type AddressContactValues = Address & { phone?: string; email?: string; website?: string };

interface FieldLook {
  label: string;
  type?: TextFieldProps['type'];
  autoComplete: string;
  required?: boolean;
  helperText?: string;
}

const LOOKS: Record<Exclude<AddressContactField, 'country'>, FieldLook> = {
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel' },
  email: { label: 'Email', type: 'email', autoComplete: 'email', helperText: 'Optional' },
  website: {
    label: 'Website',
    type: 'url',
    autoComplete: 'url',
    helperText: 'Optional, for example example.com',
  },
  address_line: { label: 'Address line', autoComplete: 'street-address', required: true },
  city: { label: 'City', autoComplete: 'address-level2', required: true },
  postal_code: { label: 'Postal code', autoComplete: 'postal-code', required: true },
};

interface AddressContactFieldsProps<Values extends Address> {
  form: FormikProps<Values>;
  /** The form's last submission (the mutation's result), for the server's field messages. */
  submission?: Submission;
  /**
   * The fields top to bottom, in the order docs/product.md gives each form; the fields of an
   * inner array share a row from the `sm` breakpoint up.
   */
  rows: readonly (
    | Extract<keyof Values, AddressContactField>
    | readonly Extract<keyof Values, AddressContactField>[]
  )[];
  /** The merchant request asks for a phone; the store and branch forms take one optionally. */
  phoneRequired?: boolean;
}

/**
 * The address and contact fields of the store, branch and merchant request forms: one label,
 * helper text and input purpose per field wherever it is asked.
 */
export function AddressContactFields<Values extends Address>({
  form,
  submission,
  rows,
  phoneRequired = false,
}: AddressContactFieldsProps<Values>) {
  // The fields only read and write the keys `rows` names, which the type above ties to Values.
  const fields = form as unknown as FormikProps<AddressContactValues>;

  const field = (name: AddressContactField) => {
    if (name === 'country') {
      return (
        <TextField
          key={name}
          {...fieldProps(fields, name, submission)}
          select
          label="Country"
          required
          fullWidth
        >
          {COUNTRIES.map((country) => (
            <MenuItem key={country.code} value={country.code}>
              {country.name}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    const { helperText, ...look } = LOOKS[name];
    // A number of the address's own country needs no country code (docs/product.md).
    const phoneHelp = phoneRequired
      ? "A number of the address's country, or with its country code"
      : "Optional; a number of the address's country, or with its country code";
    const props = fieldProps(fields, name, submission, name === 'phone' ? phoneHelp : helperText);
    // "cafesol.pt" shows as https://cafesol.pt once the person leaves the field: what is stored.
    const onBlur =
      name === 'website'
        ? (event: FocusEvent<HTMLInputElement>) => {
            props.onBlur(event);
            const typed = fields.values.website ?? '';
            if (withWebScheme(typed) !== typed) {
              void fields.setFieldValue('website', withWebScheme(typed));
            }
          }
        : props.onBlur;
    return (
      <TextField
        key={name}
        {...props}
        onBlur={onBlur}
        {...look}
        required={look.required ?? (name === 'phone' && phoneRequired)}
        fullWidth
      />
    );
  };

  return rows.map((row) =>
    typeof row === 'string' ? (
      field(row)
    ) : (
      <Grid container spacing={2} key={row.join(' ')}>
        {row.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 12 / row.length }}>
            {field(name)}
          </Grid>
        ))}
      </Grid>
    ),
  );
}
