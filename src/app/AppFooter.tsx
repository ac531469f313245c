import { Footer } from '../components/layout/Footer';
import { footerLinkGroups } from './footerLinks';
import { paths } from '../shared/paths';

/** The footer with the app's links; it loads after the page, with its links (AppLayout). */
export function AppFooter() {
  return <Footer home={paths.home()} groups={footerLinkGroups} />;
}
