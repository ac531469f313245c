import Box from '@mui/material/Box';

const MODULES = 25;
const FINDER = 7;

/** Whether (x, y) lies in one of the three corner finder squares, or the quiet ring around it. */
function finderCorner(x: number, y: number): { dx: number; dy: number } | null {
  const corners = [
    [0, 0],
    [MODULES - FINDER, 0],
    [0, MODULES - FINDER],
  ] as const;
  for (const [ox, oy] of corners) {
    const dx = x - ox;
    const dy = y - oy;
    if (dx >= -1 && dx <= FINDER && dy >= -1 && dy <= FINDER) return { dx, dy };
  }
  return null;
}

function isDark(x: number, y: number, noise: () => number): boolean {
  const corner = finderCorner(x, y);
  if (corner) {
    const { dx, dy } = corner;
    const inside = dx >= 0 && dx < FINDER && dy >= 0 && dy < FINDER;
    const ring = dx === 0 || dx === FINDER - 1 || dy === 0 || dy === FINDER - 1;
    const eye = dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4;
    return inside && (ring || eye);
  }
  return noise() < 0.48;
}

/** A fixed pseudo-random module pattern (a seeded LCG), so the picture is the same on every render. */
function buildPath(): string {
  let seed = 20261122;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  let path = '';
  for (let y = 0; y < MODULES; y += 1) {
    for (let x = 0; x < MODULES; x += 1) {
      if (isDark(x, y, noise)) path += `M${x} ${y}h1v1h-1z`;
    }
  }
  return path;
}

const QR_PATH = buildPath();

/**
 * A stylised QR code for illustrations. It encodes nothing: a real code is made per customer by the
 * backend, and a scannable picture on a marketing page would invite people to scan it.
 */
export function QrCodeGlyph({ size = 128 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${MODULES} ${MODULES}`}
      width={size}
      height={size}
      aria-hidden
      focusable="false"
      shapeRendering="crispEdges"
      sx={{ display: 'block', color: 'grey.900', maxWidth: '100%', height: 'auto' }}
    >
      <path d={QR_PATH} fill="currentColor" />
    </Box>
  );
}
