import type { RoleId } from '../session/sessionTypes';
import { LiveCardNotice } from '../features/live/LiveCardNotice';
import { MyCodePage } from '../features/myCode/MyCodePage';

/**
 * /my-code with the customer's cards followed live while the code is held up to the scanner
 * (docs/api.md, "Live updates"): the page shows the code, the live feature brings the notice.
 */
export function MyCodeRoute({ roles }: { roles: readonly RoleId[] }) {
  return <MyCodePage roles={roles} live={<LiveCardNotice />} />;
}
