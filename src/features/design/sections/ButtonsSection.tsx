import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { Subheading } from '../Subheading';

const VARIANTS = ['contained', 'outlined', 'text'] as const;
const COLOURS = [
  'primary',
  'secondary',
  'error',
  'warning',
  'info',
  'success',
  'inherit',
] as const satisfies readonly NonNullable<ButtonProps['color']>[];
const SIZES = ['small', 'medium', 'large'] as const;

function Row({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>{children}</Box>
  );
}

/** Buttons as the product uses them: every variant, colour and size, disabled and loading. */
export function ButtonsSection() {
  return (
    <>
      {VARIANTS.map((variant) => (
        <div key={variant}>
          <Subheading>
            <code>{variant}</code>
          </Subheading>
          <Row>
            {COLOURS.map((color) => (
              <Button key={color} variant={variant} color={color}>
                {color}
              </Button>
            ))}
          </Row>
        </div>
      ))}
      <Subheading>Sizes</Subheading>
      {VARIANTS.map((variant) => (
        <Box key={variant} sx={{ mb: 1 }}>
          <Row>
            {SIZES.map((size) => (
              <Button key={size} variant={variant} size={size}>
                {variant} {size}
              </Button>
            ))}
          </Row>
        </Box>
      ))}
      <Subheading>Disabled and loading</Subheading>
      <Row>
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} disabled>
            {variant} disabled
          </Button>
        ))}
      </Row>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        A form&apos;s submit button while it is sent: <code>loading</code> with{' '}
        <code>loadingPosition=&quot;start&quot;</code>.
      </Typography>
      <Row>
        <Button variant="contained" loading loadingPosition="start" startIcon={<SaveOutlined />}>
          Save
        </Button>
        <Button variant="outlined" loading>
          Upload logo
        </Button>
        <Button variant="contained" color="error" loading>
          Delete
        </Button>
      </Row>
      <Subheading>With icons</Subheading>
      <Row>
        <Button variant="contained" startIcon={<AddRounded />}>
          New reward card
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteOutlined />}>
          Delete branch
        </Button>
        <IconButton aria-label="Close">
          <CloseIcon />
        </IconButton>
        <IconButton aria-label="Close (disabled)" disabled>
          <CloseIcon />
        </IconButton>
      </Row>
    </>
  );
}
