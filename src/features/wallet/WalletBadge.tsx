import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';

/** docs/product.md, "Wallet passes": what a wallet button says while its link is fetched. */
export const PREPARING_PASS = 'Preparing your pass...';

/**
 * The look both vendors ask of their buttons (docs/design.md, "Wallet buttons"): black with white
 * text in either colour scheme, at least 44 px high (a finger's target). On the dark scheme's
 * near-black page a thin light outline keeps the edge visible, as the vendors' dark badges have.
 */
const badgeSx = (shape: 'rounded' | 'pill'): SxProps<Theme> => [
  (theme) => ({
    minHeight: 44,
    px: shape === 'pill' ? 2.5 : 1.5,
    py: 0.5,
    gap: 1,
    justifyContent: 'flex-start',
    borderRadius: shape === 'pill' ? '22px' : '8px',
    bgcolor: 'common.black',
    color: 'common.white',
    border: '1px solid',
    borderColor: 'common.black',
    '&:hover': { opacity: 0.88 },
    '&[aria-disabled="true"]': { cursor: 'progress' },
    '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
    ...theme.applyStyles('dark', { borderColor: 'grey.500' }),
  }),
];

/**
 * One wallet button: `label` is its accessible name, the text it shows; `children` draw it. While
 * `busy` it says that the pass is being prepared, and ignores clicks, but keeps the keyboard's
 * focus (a disabled button would drop it).
 */
export function WalletBadge({
  shape,
  label,
  busy,
  onClick,
  children,
}: {
  shape: 'rounded' | 'pill';
  label: string;
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ButtonBase
      aria-label={busy ? PREPARING_PASS : label}
      aria-disabled={busy}
      onClick={() => {
        if (!busy) onClick();
      }}
      sx={badgeSx(shape)}
    >
      {busy ? (
        <>
          <CircularProgress size={18} color="inherit" aria-hidden />
          <Box component="span" sx={{ fontSize: 14, fontWeight: 500 }}>
            {PREPARING_PASS}
          </Box>
        </>
      ) : (
        children
      )}
    </ButtonBase>
  );
}
