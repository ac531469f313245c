import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import FiberNewOutlined from '@mui/icons-material/FiberNewOutlined';
import Remove from '@mui/icons-material/Remove';
import { kpiChangeText, type KpiChange } from './kpiChange';

/** Each change's colour and arrow: never the colour alone (docs/accessibility.md). */
const LOOK = {
  up: { color: 'success.main', icon: <ArrowUpward fontSize="inherit" /> },
  down: { color: 'error.main', icon: <ArrowDownward fontSize="inherit" /> },
  new: { color: 'info.main', icon: <FiberNewOutlined fontSize="inherit" /> },
  flat: { color: 'text.secondary', icon: <Remove fontSize="inherit" /> },
} as const;

interface KpiCardProps {
  label: string;
  value: string;
  /** Against the period before; a card without one says `note` instead. */
  change?: KpiChange;
  /** What the change is measured against: "the previous 30 days". */
  against?: string;
  note?: ReactNode;
}

/** One number of the merchant's dashboard, with how it moved against the period before. */
export function KpiCard({ label, value, change, against, note }: KpiCardProps) {
  const look = change && LOOK[change.kind];
  return (
    <Card component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ my: 0.5 }}>
          {value}
        </Typography>
        {change && look ? (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', color: look.color, flexWrap: 'wrap' }}
          >
            {look.icon}
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {kpiChangeText(change)}
            </Typography>
            <Typography variant="body2" component="span" color="text.secondary">
              vs {against}
            </Typography>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
