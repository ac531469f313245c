import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { brandGradient } from './brandGradient';
import { QrCodeGlyph } from './QrCodeGlyph';

const STAMPS_TOTAL = 10;
const STAMPS_COLLECTED = 7;

function FloatingBadge({ text, side }: { text: string; side: 'left' | 'right' }) {
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'absolute',
        [side]: 0,
        // Over the phone's bezel, top right and bottom left, clear of the screen's content.
        top: side === 'right' ? 8 : 'auto',
        bottom: side === 'left' ? 8 : 'auto',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', color: side === 'right' ? 'secondary.main' : 'success.main' }}>
        {side === 'right' ? (
          <CardGiftcardOutlined fontSize="small" />
        ) : (
          <CheckRounded fontSize="small" />
        )}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {text}
      </Typography>
    </Paper>
  );
}

/** The hero's picture: a phone with a personal QR code and a stamp card, drawn with boxes and SVG. */
export function HeroPhoneMockup({ height }: { height: number }) {
  return (
    <Box
      role="img"
      aria-label="A phone showing a personal QR code and a coffee stamp card with 7 of 10 stamps"
      sx={{ position: 'relative', width: '100%', maxWidth: 400, height, mx: 'auto', py: 3 }}
    >
      <Box
        sx={(theme) => ({
          position: 'absolute',
          inset: '12% 12%',
          borderRadius: '50%',
          background: brandGradient(theme),
          filter: 'blur(56px)',
          opacity: 0.35,
        })}
      />
      <Box
        sx={{
          position: 'relative',
          mx: 'auto',
          width: 264,
          border: 10,
          borderColor: 'grey.900',
          borderRadius: '40px',
          bgcolor: 'background.paper',
          boxShadow: 12,
          overflow: 'hidden',
          // The dark scheme's background is close to the bezel's colour: a hairline keeps the outline.
          outline: (theme) => `1px solid ${(theme.vars ?? theme).palette.divider}`,
        }}
      >
        <Box
          sx={{
            width: 90,
            height: 20,
            mx: 'auto',
            bgcolor: 'grey.900',
            borderRadius: '0 0 14px 14px',
          }}
        />
        <Box sx={{ px: 2, pt: 1.5, pb: 2.5 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Good morning, Maya
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 800, lineHeight: 1.3 }}>
            My rewards
          </Typography>
          <Box
            sx={(theme) => ({
              mt: 1.5,
              p: 2,
              borderRadius: 2,
              color: 'common.white',
              textAlign: 'center',
              background: brandGradient(theme),
            })}
          >
            <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
              Your personal code
            </Typography>
            <Box
              sx={{
                mt: 1,
                mx: 'auto',
                width: 132,
                p: 1,
                bgcolor: 'common.white',
                borderRadius: 1.5,
              }}
            >
              <QrCodeGlyph size={116} />
            </Box>
            <Typography variant="caption" component="p" sx={{ mt: 1 }}>
              Show it at the counter
            </Typography>
          </Box>
          <Box sx={{ mt: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'brand.surface' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                Bean &amp; Leaf Coffee
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {STAMPS_COLLECTED}/{STAMPS_TOTAL}
              </Typography>
            </Box>
            <Box sx={{ mt: 1, display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 0.75 }}>
              {Array.from({ length: STAMPS_TOTAL }, (_, i) => (
                <Box
                  key={i}
                  sx={{
                    aspectRatio: '1',
                    borderRadius: '50%',
                    border: 2,
                    borderColor: i < STAMPS_COLLECTED ? 'secondary.main' : 'divider',
                    bgcolor: i < STAMPS_COLLECTED ? 'secondary.main' : 'transparent',
                  }}
                />
              ))}
            </Box>
          </Box>
        </Box>
      </Box>
      <FloatingBadge side="right" text="Free pastry unlocked" />
      <FloatingBadge side="left" text="+1 stamp collected" />
    </Box>
  );
}
