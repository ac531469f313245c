import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import X from '@mui/icons-material/X';
import { BrandLogo } from './BrandLogo';

// docs/product.md, "Footer". The app hands over the link groups (src/app/footerLinks.ts), so this
// shared layer knows no page's address.

/** `to` is an in-app path (router link); `href` a plain anchor (mailto:, tel:, or this page). */
export type FooterLink = { label: string } & ({ to: string } | { href: string });

export interface FooterLinkGroup {
  title: string;
  links: FooterLink[];
}

const socialLinks: { label: string; Icon: ComponentType<SvgIconProps> }[] = [
  { label: 'QRewards on X', Icon: X },
  { label: 'QRewards on Facebook', Icon: Facebook },
  { label: 'QRewards on Instagram', Icon: Instagram },
  { label: 'QRewards on LinkedIn', Icon: LinkedIn },
];

const contactDetails: { Icon: ComponentType<SvgIconProps>; text: string; href?: string }[] = [
  { Icon: EmailOutlined, text: 'support@qrewards.app', href: 'mailto:support@qrewards.app' },
  { Icon: PhoneOutlined, text: '+1 (555) 010-2026', href: 'tel:+15550102026' },
  { Icon: PlaceOutlined, text: '200 Harbor Way, Suite 400, San Francisco, CA 94107' },
];

function FooterLinkItem({ link }: { link: FooterLink }) {
  const common = { color: 'text.secondary', underline: 'hover', variant: 'body2' } as const;
  return 'to' in link ? (
    <Link component={RouterLink} to={link.to} {...common}>
      {link.label}
    </Link>
  ) : (
    <Link href={link.href} {...common}>
      {link.label}
    </Link>
  );
}

function NewsletterBox() {
  return (
    <Box
      component="section"
      aria-labelledby="footer-newsletter-heading"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 2, bgcolor: 'brand.surface' }}
    >
      <Typography
        id="footer-newsletter-heading"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700 }}
      >
        Stay Updated
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
        News about features and partner offers, about once a month.
      </Typography>
      <Typography
        component="label"
        htmlFor="footer-newsletter-email"
        variant="body2"
        sx={{ display: 'block', mt: 2, mb: 0.75, fontWeight: 600 }}
      >
        Email address
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {/* A styled native input, not TextField: the footer ships with the landing page in the initial
            bundle, and MUI's input stack would add about 6 kB gzip (16 kB with TextField's Select). */}
        <Box
          component="input"
          id="footer-newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          sx={{
            flexGrow: 1,
            minWidth: 0,
            height: 40,
            px: 1.5,
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'text.secondary',
            borderRadius: 1,
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
          }}
        />
        {/* docs/product.md, "Footer": no behaviour (no newsletter service yet); outside a form, Enter sends nothing. */}
        <Button type="button" variant="contained" sx={{ flexShrink: 0, minHeight: 40 }}>
          Subscribe
        </Button>
      </Stack>
    </Box>
  );
}

function ContactBlock({ home }: { home: string }) {
  return (
    <Stack spacing={3} id="contact" sx={{ scrollMarginTop: 64 }}>
      <BrandLogo to={home} />
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 360 }}>
        A personal QR code for customers, stamps and rewards for merchants.
      </Typography>
      <Stack component="address" spacing={1.25} sx={{ fontStyle: 'normal' }}>
        {contactDetails.map(({ Icon, text, href }) => (
          <Box key={text} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Icon fontSize="small" sx={{ color: 'primary.main', mt: 0.25 }} aria-hidden />
            {href ? (
              <Link href={href} variant="body2" color="text.secondary" underline="hover">
                {text}
              </Link>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ ml: -1 }}>
        {socialLinks.map(({ label, Icon }) => (
          // No official profiles yet: the links stay on this page until they exist.
          <IconButton key={label} href="#" aria-label={label} sx={{ color: 'text.secondary' }}>
            <Icon fontSize="small" />
          </IconButton>
        ))}
      </Stack>
    </Stack>
  );
}

function LinkGroups({ groups }: { groups: FooterLinkGroup[] }) {
  return (
    <Box
      component="nav"
      aria-label="Footer"
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {groups.map((group) => (
        <div key={group.title}>
          <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
            {group.title}
          </Typography>
          <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
            {group.links.map((link) => (
              <li key={link.label}>
                <FooterLinkItem link={link} />
              </li>
            ))}
          </Stack>
        </div>
      ))}
    </Box>
  );
}

/** The footer of every page: contact details and social links, link groups, newsletter box. */
export function Footer({ home, groups }: { home: string; groups: FooterLinkGroup[] }) {
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        pt: { xs: 6, md: 8 },
        pb: 4,
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 8 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.6fr)' },
          }}
        >
          <ContactBlock home={home} />
          <Stack spacing={5}>
            <LinkGroups groups={groups} />
            <NewsletterBox />
          </Stack>
        </Box>
        <Typography
          variant="body2"
          sx={{
            mt: { xs: 5, md: 6 },
            pt: 3,
            borderTop: 1,
            borderColor: 'divider',
            color: 'text.secondary',
          }}
        >
          © {new Date().getFullYear()} QRewards. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
