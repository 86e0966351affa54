// The QR for continuing on a phone (identity §2 screens 3-4, §7): uqr encodes the URL and React draws
// the modules as one SVG path (no canvas, no inline script or style: CSP-friendly). Hidden by CSS
// under 468 px (identity §9).
import { encode } from 'uqr';

const modulesPath = (data: boolean[][]): string =>
  data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');

export const QrCode = ({ url, label }: { url: string; label: string }) => {
  const { data, size } = encode(url, { ecc: 'M', border: 2 });
  return (
    <svg
      className="qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={modulesPath(data)} fill="#000" />
    </svg>
  );
};
