import { encode } from 'uqr';

/** An SVG path drawing the dark modules of a QR code, and its size in modules (quiet zone included). */
export function qrCodePath(text: string, border = 2): { path: string; size: number } {
  const { data, size } = encode(text, { ecc: 'M', border });
  const parts: string[] = [];
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return { path: parts.join(''), size };
}
