import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PolicyBlock, PolicySection } from './privacyPolicyContent';

function Block({ block }: { block: PolicyBlock }) {
  if ('subheading' in block) {
    return (
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2.5, mb: 1 }}>
        {block.subheading}
      </Typography>
    );
  }
  if ('list' in block) {
    return (
      <Box component="ul" sx={{ m: 0, mb: 2, pl: 3, display: 'grid', gap: 1 }}>
        {block.list.map((item) => (
          <Typography component="li" key={item} sx={{ color: 'text.secondary' }}>
            {item}
          </Typography>
        ))}
      </Box>
    );
  }
  return <Typography sx={{ mb: 2, color: 'text.secondary' }}>{block.paragraph}</Typography>;
}

/** One numbered section of the policy: an h2 anchored by its id, then its paragraphs and lists. */
export function PolicySectionView({ section, number }: { section: PolicySection; number: number }) {
  return (
    <Box
      component="section"
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      sx={{ mt: 5, scrollMarginTop: { xs: 72, sm: 80 } }}
    >
      <Typography id={`${section.id}-heading`} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {number}. {section.title}
      </Typography>
      {section.blocks.map((block, index) => (
        // Blocks never move or change: the position is a stable key.
        <Block key={index} block={block} />
      ))}
    </Box>
  );
}
