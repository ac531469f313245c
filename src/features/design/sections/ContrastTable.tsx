import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Palette } from '@mui/material/styles';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import type { SchemeName } from '../../../theme/schemeTheme';
import { AA_RATIO, AAA_RATIO, formatRatio, measurePairs } from '../contrast';

/** "Pass" or "Fail", in words as well as a mark: colour alone says nothing to some readers. */
function Verdict({ pass }: { pass: boolean }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {pass ? (
        <CheckCircleOutlined fontSize="small" color="success" />
      ) : (
        <CancelOutlined fontSize="small" color="error" />
      )}
      <span>{pass ? 'Pass' : 'Fail'}</span>
    </Stack>
  );
}

/**
 * Every text/background pair of the product with its WCAG contrast ratio, computed from the theme
 * with MUI's `getContrastRatio` (contrast.ts). A pair that fails is shown failing: its sample is
 * inert, a picture of the pair rather than text of the page, so the page's own text still passes
 * (docs/design.md, "Palette and contrast").
 */
export function ContrastTable({ scheme, palette }: { scheme: SchemeName; palette: Palette }) {
  const pairs = measurePairs(palette);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Normal text needs {AA_RATIO}:1 for AA and {AAA_RATIO}:1 for AAA.
      </Typography>
      <Table
        size="small"
        aria-label={`Contrast of the ${scheme} scheme's text colours`}
        // Tight cells and a wide first column keep the five columns inside a phone's width.
        sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 1.5 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: { xs: '45%', sm: '40%' } }}>Pair</TableCell>
            <TableCell>Sample</TableCell>
            <TableCell align="right">Ratio</TableCell>
            <TableCell>AA</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>AAA</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pairs.map((pair) => (
            <TableRow key={pair.name} data-pair={pair.name}>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {pair.name}
                </Typography>
                <Typography variant="caption" component="p" color="text.secondary">
                  {pair.usage}
                </Typography>
                {/* The AAA column makes no room on a phone: its verdict goes here. */}
                <Typography
                  variant="caption"
                  component="p"
                  color="text.secondary"
                  sx={{ display: { xs: 'block', sm: 'none' } }}
                >
                  AAA: {pair.aaa ? 'Pass' : 'Fail'}
                </Typography>
              </TableCell>
              <TableCell>
                {/* inert: a specimen of the pair, kept out of the accessibility tree and axe's
                    contrast check; the row's text says what it shows. */}
                <Box
                  inert
                  sx={{
                    px: 1,
                    py: 0.5,
                    borderRadius: 1,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: pair.backgroundColor,
                    color: pair.textColor,
                    fontWeight: 600,
                    textAlign: 'center',
                  }}
                >
                  Aa
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatRatio(pair.ratio)}
              </TableCell>
              <TableCell>
                <Verdict pass={pair.aa} />
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                <Verdict pass={pair.aaa} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
