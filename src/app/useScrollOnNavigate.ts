import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a "#section" link waits for its section to appear (lazy pages and sections). */
const HASH_TARGET_WAIT_MS = 5000;

/**
 * A new page starts at the top; "/#features" scrolls to its section. The declarative router does
 * neither by itself, and the target may be in a chunk still loading, so this waits for it to appear.
 * The page the browser loaded keeps its scroll position: the visitor may have scrolled the
 * prerendered landing page before the app started (docs/adr/0004-landing-page-starts-on-interaction.md).
 */
export function useScrollOnNavigate() {
  const { hash, pathname, key } = useLocation();
  const loadedEntry = useRef(key);
  useEffect(() => {
    if (!hash) {
      if (key !== loadedEntry.current) window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scrollIfPresent = () => {
      const target = document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return true;
    };
    if (scrollIfPresent()) return;

    const observer = new MutationObserver(() => {
      if (scrollIfPresent()) stop();
    });
    const timer = window.setTimeout(() => stop(), HASH_TARGET_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash, pathname, key]);
}
