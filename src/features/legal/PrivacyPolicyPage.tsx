import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageFrame } from '../../components/PageFrame';
import { PolicySectionView } from './PolicySectionView';
import { PolicyTableOfContents } from './PolicyTableOfContents';
import { POLICY_LAST_UPDATED, policyIntro, policySections } from './privacyPolicyContent';

/** /privacy-policy: what QRewards collects, why, for how long, and the reader's rights. */
export function PrivacyPolicyPage() {
  return (
    <PageFrame title="Privacy Policy" subtitle={`Last updated: ${POLICY_LAST_UPDATED}`}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
        }}
      >
        <PolicyTableOfContents sections={policySections} />
        <Box sx={{ maxWidth: 760 }}>
          <Typography sx={{ fontSize: '1.125rem' }}>{policyIntro}</Typography>
          {policySections.map((section, index) => (
            <PolicySectionView key={section.id} section={section} number={index + 1} />
          ))}
        </Box>
      </Box>
    </PageFrame>
  );
}
