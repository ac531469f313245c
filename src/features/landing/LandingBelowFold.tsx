import { ClosingCtaSection } from './sections/ClosingCtaSection';
import { FaqSection } from './sections/FaqSection';
import { FeaturesSection } from './sections/FeaturesSection';
import { HowItWorksSection } from './sections/HowItWorksSection';
import { PartnersSection } from './sections/PartnersSection';
import { PricingSection } from './sections/PricingSection';
import { TestimonialsSection } from './sections/TestimonialsSection';

/**
 * The sections below the hero and the numbers: features, how it works, partners, reviews, pricing,
 * FAQ and
 * the closing call to action. They arrive in a chunk of their own right after the first paint,
 * keeping their icons, the accordion and their copy out of the landing page's initial download
 * (docs/adr/0002-landing-page-bundle.md). `/#features` links wait for them (useScrollOnNavigate).
 */
export function LandingBelowFold() {
  return (
    <>
      <FeaturesSection />
      <HowItWorksSection />
      <PartnersSection />
      <TestimonialsSection />
      <PricingSection />
      <FaqSection />
      <ClosingCtaSection />
    </>
  );
}
