import { Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import { retryableLazy } from '../../lib/retryableLazy';
import { HeroPhoneMockup, HeroSection } from './sections/HeroSection';
import { StatsSection } from './sections/StatsSection';

const LandingBelowFold = retryableLazy(() =>
  import('./LandingBelowFold').then((m) => m.LandingBelowFold),
);

/**
 * Loads the parts of the page that arrive in chunks of their own. The start-up script waits for them
 * before taking over the prerendered page, so it takes over all of it at once: a click on a part
 * still waiting for its code would be lost (docs/adr/0004-landing-page-starts-on-interaction.md).
 */
export const preloadLandingPage = () =>
  Promise.all([LandingBelowFold.preload(), HeroPhoneMockup.preload()]);

export const LANDING_TITLE = 'QRewards: QR-code rewards for customers and merchants';

/**
 * The public landing page (docs/product.md, "What QRewards is"): hero, numbers, features, how it works, partners, reviews, FAQ.
 * The hero and the numbers ship in the initial bundle (MUI parts only, no images, no extra libraries);
 * the rest follows in its own chunk.
 */
export function LandingPage() {
  useEffect(() => {
    document.title = LANDING_TITLE;
  }, []);
  return (
    <>
      <HeroSection />
      <StatsSection />
      {/* Space is held while the rest arrives, so nothing above it moves. */}
      <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>
        <LandingBelowFold />
      </Suspense>
    </>
  );
}
