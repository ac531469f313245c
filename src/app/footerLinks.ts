import type { FooterLinkGroup } from '../components/layout/Footer';
import { paths } from '../shared/paths';

// docs/product.md, "Footer": Privacy Policy goes to its page; every other link is an anchor, most of
// them to a section of the landing page or of the policy.
export const footerLinkGroups: FooterLinkGroup[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: paths.home('features') },
      { label: 'How it Works', to: paths.home('how-it-works') },
      { label: 'Pricing', to: paths.home('pricing') },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About QRewards', to: paths.home('overview') },
      { label: 'Partners', to: paths.home('partners') },
      { label: 'Reviews', to: paths.home('testimonials') },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'FAQ', to: paths.home('faq') },
      { label: 'Contact us', href: '#contact' },
      { label: 'Email support', href: 'mailto:support@qrewards.app' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacyPolicy() },
      { label: 'Cookies', to: paths.privacyPolicy('cookies') },
      { label: 'Your data rights', to: paths.privacyPolicy('your-rights') },
    ],
  },
];
