import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { belowFoldIntros, faqs } from '../belowFoldContent';
import { LandingSection } from './LandingSection';

/**
 * The FAQ of docs/product.md, "What QRewards is": each claim (price, guarantee, fees, support
 * times, devices) behind its question. Native `<details>`, drawn as MUI's accordion was: the
 * browser opens it, so it answers the first tap at once, before the app has started and whether
 * or not it ever does (docs/adr/0005-landing-page-answers-before-the-app.md).
 */
export function FaqSection() {
  return (
    <LandingSection id="faq" intro={belowFoldIntros.faq}>
      <Box sx={{ maxWidth: 800, mx: 'auto', display: 'grid', gap: 1.5 }}>
        {faqs.map((faq, index) => (
          <Box
            component="details"
            key={faq.question}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1.5,
              bgcolor: 'background.paper',
              '&[open] .faq-expand-icon': { transform: 'rotate(180deg)' },
            }}
          >
            <Box
              component="summary"
              id={`faq-${index}-question`}
              sx={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                minHeight: 48,
                px: { xs: 2, sm: 3 },
                py: 1.5,
                cursor: 'pointer',
                borderRadius: 1.5,
                listStyle: 'none',
                '&::-webkit-details-marker': { display: 'none' },
                '&:hover': { bgcolor: 'action.hover' },
                '&:focus-visible': {
                  outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
                  outlineOffset: 2,
                },
              })}
            >
              <Typography component="span" sx={{ fontWeight: 700, flexGrow: 1 }}>
                {faq.question}
              </Typography>
              <ExpandMoreRounded
                className="faq-expand-icon"
                aria-hidden
                sx={{
                  color: 'action.active',
                  transition: (theme) => theme.transitions.create('transform'),
                }}
              />
            </Box>
            <Box id={`faq-${index}-answer`} sx={{ px: { xs: 2, sm: 3 }, pt: 0, pb: 2.5 }}>
              <Typography sx={{ color: 'text.secondary' }}>{faq.answer}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </LandingSection>
  );
}
