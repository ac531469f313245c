import type { FormikProps } from 'formik';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { fieldProps } from './fieldProps';
import type { Submission } from './formErrors';
import { BUSINESS_TYPES } from '../../lib/accountRules';

interface BusinessValues {
  business_name: string;
  business_type: string;
}

/** Business name and type, asked by the merchant sign-up and the merchant request alike. */
export function BusinessFields<Values extends BusinessValues>({
  form,
  submission,
  idPrefix,
}: {
  form: FormikProps<Values>;
  /** The form's last submission (the mutation's result), for the server's field messages. */
  submission?: Submission;
  /** Keeps the radio group's label id unique when two forms share a page. */
  idPrefix: string;
}) {
  // The fields only read and write the business keys, which every Values has.
  const fields = form as unknown as FormikProps<BusinessValues>;
  const businessType = fieldProps(fields, 'business_type', submission);
  const labelId = `${idPrefix}-business-type-label`;
  return (
    <>
      <TextField
        {...fieldProps(fields, 'business_name', submission)}
        label="Business name"
        autoComplete="organization"
        required
        fullWidth
      />
      <FormControl error={businessType.error}>
        <FormLabel id={labelId}>Business type</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          name="business_type"
          value={fields.values.business_type}
          onChange={fields.handleChange}
        >
          {BUSINESS_TYPES.map((type) => (
            <FormControlLabel
              key={type.value}
              value={type.value}
              control={<Radio />}
              label={type.label}
            />
          ))}
        </RadioGroup>
        {businessType.error && <FormHelperText>{businessType.helperText}</FormHelperText>}
      </FormControl>
    </>
  );
}
