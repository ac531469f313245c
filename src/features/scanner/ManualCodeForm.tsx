import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { customerCodeFrom } from './customerCode';

/** docs/product.md, "Scanning a customer". */
export const NOT_A_CUSTOMER_CODE = 'This is not a QRewards customer code.';

/** The way in without a camera: the code (or the address under the QR code) typed or pasted. */
export function ManualCodeForm({ onCode }: { onCode: (code: string) => void }) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = customerCodeFrom(value);
    if (code) onCode(code);
    else setProblem(value.trim() ? NOT_A_CUSTOMER_CODE : 'Type the customer’s code.');
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label="Customer code"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? 'The code under the customer’s QR code, or its address.'}
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 300 } }}
        size="small"
        fullWidth
      />
      <Button type="submit" variant="outlined" sx={{ flexShrink: 0, minHeight: 40 }}>
        Look up
      </Button>
    </Stack>
  );
}
