import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PolicySection } from './privacyPolicyContent';

/** In-page links to each section of the policy; sticks beside the text on wide screens. */
export function PolicyTableOfContents({ sections }: { sections: PolicySection[] }) {
  return (
    <Paper
      component="nav"
      aria-labelledby="policy-contents-heading"
      variant="outlined"
      sx={{
        p: 2.5,
        alignSelf: 'start',
        position: { md: 'sticky' },
        // Below the sticky navigation bar.
        top: { md: 88 },
      }}
    >
      <Typography
        id="policy-contents-heading"
        variant="subtitle2"
        component="h2"
        sx={{ fontWeight: 700 }}
      >
        Contents
      </Typography>
      <Box component="ol" sx={{ m: 0, mt: 1.5, pl: 2.5, display: 'grid', gap: 1 }}>
        {sections.map((section) => (
          <Box
            component="li"
            key={section.id}
            sx={{ color: 'text.secondary', typography: 'body2' }}
          >
            <Link href={`#${section.id}`} underline="hover" color="text.secondary">
              {section.title}
            </Link>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
