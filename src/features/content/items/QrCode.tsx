import { css } from '@linaria/core';
import { qrCodePath } from '../qrCode.ts';

/** The coupon code as QR code (300 px), drawn as one SVG path and named by `label`. Loaded lazily with its encoder. */
export default function QrCode({ code, label }: { code: string; label: string }) {
  const { path, size } = qrCodePath(code);
  return (
    <svg className={qr} viewBox={`0 0 ${size} ${size}`} width="300" height="300" role="img" aria-label={label} shapeRendering="crispEdges">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

const qr = css`
  display: block;
  width: 100%;
  max-width: 300px;
  height: auto;
  color: var(--color-text);
  background: var(--color-background);
`;
