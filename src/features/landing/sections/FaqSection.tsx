import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { belowFoldIntros, faqs } from '../belowFoldContent';
import { LandingSection } from './LandingSection';

/** The FAQ of docs/product.md, "What QRewards is": each claim (price, guarantee, fees, support times, devices) in an accordion. */
export function FaqSection() {
  return (
    <LandingSection id="faq" intro={belowFoldIntros.faq}>
      <Box sx={{ maxWidth: 800, mx: 'auto', display: 'grid', gap: 1.5 }}>
        {faqs.map((faq, index) => (
          <Accordion
            key={faq.question}
            disableGutters
            elevation={0}
            sx={{
              border: 1,
              borderColor: 'divider',
              // Each question is its own card, so drop MUI's joined-list divider and corner rules.
              borderRadius: 1.5,
              '&::before': { display: 'none' },
              '&:first-of-type, &:last-of-type': { borderRadius: 1.5 },
            }}
          >
            <AccordionSummary
              id={`faq-${index}-question`}
              aria-controls={`faq-${index}-answer`}
              expandIcon={<ExpandMoreRounded />}
              sx={{ px: { xs: 2, sm: 3 }, py: 0.5 }}
            >
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {faq.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ px: { xs: 2, sm: 3 }, pt: 0, pb: 2.5 }}>
              <Typography sx={{ color: 'text.secondary' }}>{faq.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </LandingSection>
  );
}
