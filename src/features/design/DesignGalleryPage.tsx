import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useColorScheme } from '@mui/material/styles';
import { PageFrame } from '../../components/PageFrame';
import { GALLERY_SECTIONS } from './gallerySections';
import { GallerySection } from './GallerySection';
import { GALLERY_VIEWS, type GalleryView } from './galleryView';

/**
 * /design, the theme gallery (docs/design.md): a living reference of the MUI theme for designers,
 * drawn by the product's own theme and components. Not in the navigation, and kept out of search
 * engines: the robots meta tag while the page is open (React puts it in the head), and
 * `Disallow: /design` in public/robots.txt.
 */
export function DesignGalleryPage() {
  const { colorScheme } = useColorScheme();
  // Until a view is chosen, the gallery shows the scheme the app is in.
  const [chosen, setChosen] = useState<GalleryView | null>(null);
  const view: GalleryView = chosen ?? (colorScheme === 'dark' ? 'dark' : 'light');
  return (
    <PageFrame
      title="Theme gallery"
      subtitle="The QRewards theme as the product draws it: tokens, MUI components and our own components."
      actions={
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_, next: GalleryView | null) => next && setChosen(next)}
          aria-label="Colour scheme shown"
        >
          {GALLERY_VIEWS.map(({ value, label }) => (
            <ToggleButton key={value} value={value} sx={{ px: 1.5 }}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      <meta name="robots" content="noindex" />
      <Box
        component="nav"
        aria-label="Gallery sections"
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
      >
        {GALLERY_SECTIONS.map(({ id, title }) => (
          <Link key={id} href={`#${id}`} variant="body2">
            {title}
          </Link>
        ))}
      </Box>
      {GALLERY_SECTIONS.map(({ id, title, description, render }) => (
        <GallerySection key={id} id={id} title={title} description={description} view={view}>
          {render}
        </GallerySection>
      ))}
    </PageFrame>
  );
}
