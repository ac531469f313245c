import { lazy, Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import { HeroSection } from './sections/HeroSection';
import { StatsSection } from './sections/StatsSection';

const LandingBelowFold = lazy(() =>
  import('./LandingBelowFold').then((m) => ({ default: m.LandingBelowFold })),
);

export const LANDING_TITLE = 'QRewards: QR-code rewards for customers and merchants';

/**
 * The public landing page (spec §1): hero, numbers, features, how it works, partners, reviews, FAQ.
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
