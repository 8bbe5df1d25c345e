import { encode } from 'uqr';

interface Props {
  value: string;
  /** Rendered width and height in px (the spec's QR code size: 300). */
  size?: number;
  /** Accessible name of the image. */
  label: string;
  /** Error correction; 'M' as Swiss QR bills require. */
  ecc?: 'L' | 'M' | 'Q' | 'H';
}

/** The dark modules of a QR code as one SVG path, with the quiet zone of 4 modules around. */
export function qrPath(value: string, ecc: Props['ecc'] = 'M'): { path: string; modules: number } {
  const { data, size } = encode(value, { ecc, border: 0 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + 4} ${y + 4}h1v1h-1z`;
    });
  });
  return { path, modules: size + 8 };
}

/**
 * A QR code as inline SVG (no style attributes, so the page's CSP allows it). Black on white
 * whatever the theme: scanners need that contrast.
 */
export function QrCode({ value, size = 300, label, ecc = 'M' }: Props) {
  const { path, modules } = qrPath(value, ecc);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
