import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import { belowFoldIntros, testimonials } from '../belowFoldContent';
import { LandingSection } from './LandingSection';

/** Sample reviews from customers and merchants (docs/product.md, "What QRewards is"), as quotes with their authors. */
export function TestimonialsSection() {
  return (
    <LandingSection id="testimonials" intro={belowFoldIntros.testimonials} tinted>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          gap: 3,
        }}
      >
        {testimonials.map((testimonial) => (
          <Card
            key={testimonial.name}
            component="figure"
            sx={{ m: 0, p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <FormatQuoteRounded aria-hidden sx={{ color: 'primary.main', fontSize: 36 }} />
            <Box component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
              <Typography>{testimonial.quote}</Typography>
            </Box>
            <Box
              component="figcaption"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                pt: 2,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 40,
                  height: 40,
                  flexShrink: 0,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {testimonial.name.charAt(0)}
              </Box>
              <div>
                <Typography variant="subtitle2" component="p">
                  {testimonial.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {testimonial.role}
                </Typography>
              </div>
            </Box>
          </Card>
        ))}
      </Box>
    </LandingSection>
  );
}
