import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { liveCardMessage } from './liveCardMessage';
import type { LiveCardEvent } from '../../api/live';
import { useLiveCardEvents } from './useLiveCardEvents';

/** How long the notice stays: long enough to read it at the counter. */
const SHOWN_FOR_MS = 8000;

/**
 * Follows the customer's live card events (docs/api.md, "Live updates") and says what changed in
 * a polite live region, so a screen reader announces it and a sighted customer sees it without a
 * reload; the events patch the page's cached cards (src/api/live.ts). Lazily loaded pages only
 * (the hook brings the API with it).
 */
export function LiveCardNotice() {
  const [notice, setNotice] = useState<{ message: string; key: number } | null>(null);
  useLiveCardEvents((event: LiveCardEvent) =>
    setNotice({ message: liveCardMessage(event), key: Date.now() }),
  );
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  // The region is always there: screen readers announce changes to a region they already know.
  return (
    <Box role="status" aria-live="polite" sx={{ mb: notice ? 2 : 0 }}>
      {notice && (
        // role none: the region around it already announces it, politely, not as an alert.
        <Alert key={notice.key} role="none" severity="success">
          {notice.message}
        </Alert>
      )}
    </Box>
  );
}
