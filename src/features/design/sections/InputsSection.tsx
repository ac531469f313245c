import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { PasswordField } from '../../../components/form/PasswordField';
import { RequestStatusChip } from '../../admin/RequestStatusChip';
import type { SchemeName } from '../../../theme/schemeTheme';
import { Subheading } from '../Subheading';

const CHIP_COLOURS = ['default', 'primary', 'success', 'info', 'warning', 'error'] as const;
const CATEGORIES = ['Cafe', 'Bakery', 'Restaurant'];

const FIELD_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
} as const;

/** Text fields, selects, chips and the small controls, with their error and disabled states. */
export function InputsSection({ scheme }: { scheme: SchemeName }) {
  const [category, setCategory] = useState('Cafe');
  const [interval, setBillingInterval] = useState('month');
  const [choice, setChoice] = useState('camera');
  // Ids stay unique when both schemes are on the page.
  const id = (name: string) => `gallery-${scheme}-${name}`;
  return (
    <>
      <Subheading>Text fields</Subheading>
      <Box sx={FIELD_GRID}>
        <TextField id={id('name')} label="Store name" defaultValue="Café Luna" />
        <TextField
          id={id('city')}
          label="City"
          defaultValue=""
          helperText="Where customers find you"
        />
        <TextField
          id={id('email')}
          label="Email Address"
          defaultValue="lena@"
          error
          helperText="Enter a valid email address"
        />
        <TextField id={id('required')} label="First name" required defaultValue="" />
        <TextField id={id('disabled')} label="Personal code" defaultValue="QR-7F3K" disabled />
        <PasswordField id={id('password')} label="Password" defaultValue="correct horse" />
        <TextField
          id={id('search')}
          label="Search stores"
          defaultValue=""
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          id={id('description')}
          label="Description"
          multiline
          minRows={2}
          defaultValue="Coffee roasted in the back room."
        />
      </Box>
      <Subheading>Selects</Subheading>
      <Box sx={FIELD_GRID}>
        <TextField
          id={id('category')}
          select
          label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          {CATEGORIES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id={id('category-error')}
          select
          label="Category"
          value=""
          error
          helperText="Choose a category"
        >
          {CATEGORIES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id={id('country')}
          select
          label="Country"
          defaultValue="FR"
          // The profile's country: the phone's own picker (ProfileDetailsCard).
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="FR">France</option>
          <option value="DE">Germany</option>
        </TextField>
        <TextField id={id('branch')} select label="Branch" value="" disabled>
          <MenuItem value="">None</MenuItem>
        </TextField>
      </Box>
      <Subheading>Chips</Subheading>
      <Stack spacing={1}>
        {(['filled', 'outlined'] as const).map((variant) => (
          <Box key={variant} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {CHIP_COLOURS.map((color) => (
              <Chip key={color} size="small" variant={variant} color={color} label={color} />
            ))}
            <Chip variant={variant} label={`${variant} medium`} />
          </Box>
        ))}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {(['pending', 'accepted', 'rejected'] as const).map((status) => (
            <RequestStatusChip key={status} status={status} />
          ))}
          <Chip label="Bakery" onClick={() => undefined} />
          <Chip label="Cafe" color="primary" onDelete={() => undefined} />
        </Box>
      </Stack>
      <Subheading>Switches, radios and toggles</Subheading>
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <FormControlLabel control={<Switch defaultChecked />} label="Listed" />
          <FormControlLabel control={<Switch />} label="Hidden" />
          <FormControlLabel control={<Switch disabled />} label="Disabled" />
        </Box>
        <RadioGroup
          row
          aria-label="Scanner"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <FormControlLabel value="camera" control={<Radio />} label="Camera" />
          <FormControlLabel value="typed" control={<Radio />} label="Typed code" />
          <FormControlLabel value="off" control={<Radio />} label="Disabled" disabled />
        </RadioGroup>
        <ToggleButtonGroup
          exclusive
          value={interval}
          onChange={(_, value: string | null) => value && setBillingInterval(value)}
          aria-label="Billing interval"
        >
          <ToggleButton value="month">Monthly</ToggleButton>
          <ToggleButton value="year">Yearly</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
    </>
  );
}
