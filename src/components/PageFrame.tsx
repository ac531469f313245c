import type { ReactNode } from 'react';
import { useEffect } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';

interface PageFrameProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

/** The frame every inner page shares: a heading, an optional subtitle and actions, the content. */
export function PageFrame({ title, subtitle, actions, maxWidth = 'lg', children }: PageFrameProps) {
  useEffect(() => {
    document.title = `${title} · QRewards`;
  }, [title]);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 4, justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          )}
        </div>
        {actions}
      </Stack>
      {children}
    </Container>
  );
}
