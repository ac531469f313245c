import { useEffect } from 'react';
import { Footer } from '../components/layout/Footer';
import { registerServiceWorker } from '../serviceWorker/registerServiceWorker';
import { footerLinkGroups } from './footerLinks';
import { paths } from '../shared/paths';

/** The footer with the app's links; it loads after the page, with its links (AppLayout). */
export function AppFooter() {
  // The service worker registers from the footer's chunk: it loads on every page once the page
  // is there, and outside the app start's budget (docs/performance.md), which has no room for it.
  useEffect(registerServiceWorker, []);
  return <Footer home={paths.home()} groups={footerLinkGroups} />;
}
