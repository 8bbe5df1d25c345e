import type { ContentImage } from '../../data/content/assets.ts';

// Deterministic SVG stand-ins for the media library: a gradient and a few shapes in the asset's
// colours, composed by its motif. Same id and size, same SVG.

/** FNV-1a of the id seeds the layout. */
function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: small, fast, good enough to place shapes. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c + (target - c) * Math.abs(amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

type Draw = (w: number, h: number, colours: readonly [string, string], rnd: () => number, phase: number) => string;

const textile: Draw = (w, h, [main, accent], rnd) => {
  const rows = 6 + Math.floor(rnd() * 6);
  const step = h / rows;
  const teeth = 8 + Math.floor(rnd() * 8);
  let out = '';
  for (let row = 0; row < rows; row++) {
    const y = row * step + step / 2;
    const points = Array.from(
      { length: teeth * 2 + 1 },
      (_, i) => `${r1((i * w) / (teeth * 2))},${r1(y + (i % 2 ? step / 3 : -step / 3))}`,
    );
    out += `<polyline points="${points.join(' ')}" fill="none" stroke="${row % 2 ? accent : shade(main, -0.25)}" stroke-width="${r1(step / 5)}" stroke-opacity="0.55"/>`;
  }
  return out;
};

const interior: Draw = (w, h, [main, accent], rnd) => {
  const floor = h * (0.7 + rnd() * 0.1);
  const sofaX = w * (0.15 + rnd() * 0.2);
  const sofaW = w * 0.5;
  const lampX = Math.min(w * 0.9, sofaX + sofaW + w * 0.1);
  return (
    `<rect x="${r1(w * 0.62)}" y="${r1(h * 0.1)}" width="${r1(w * 0.25)}" height="${r1(h * 0.35)}" fill="${shade(accent, 0.6)}" opacity="0.8"/>` +
    `<rect y="${r1(floor)}" width="${w}" height="${r1(h - floor)}" fill="${shade(main, -0.3)}"/>` +
    `<rect x="${r1(sofaX)}" y="${r1(floor - h * 0.22)}" width="${r1(sofaW)}" height="${r1(h * 0.22)}" rx="${r1(h * 0.03)}" fill="${main}"/>` +
    `<circle cx="${r1(sofaX + sofaW * 0.25)}" cy="${r1(floor - h * 0.2)}" r="${r1(h * 0.06)}" fill="${accent}"/>` +
    `<circle cx="${r1(sofaX + sofaW * 0.7)}" cy="${r1(floor - h * 0.2)}" r="${r1(h * 0.05)}" fill="${shade(accent, 0.3)}"/>` +
    `<line x1="${r1(lampX)}" y1="${r1(floor)}" x2="${r1(lampX)}" y2="${r1(h * 0.3)}" stroke="${shade(main, -0.5)}" stroke-width="${r1(w * 0.008)}"/>` +
    `<circle cx="${r1(lampX)}" cy="${r1(h * 0.3)}" r="${r1(h * 0.12)}" fill="#fff6d5" opacity="0.35"/>` +
    `<path d="M${r1(lampX - w * 0.05)} ${r1(h * 0.33)} L${r1(lampX + w * 0.05)} ${r1(h * 0.33)} L${r1(lampX + w * 0.03)} ${r1(h * 0.25)} L${r1(lampX - w * 0.03)} ${r1(h * 0.25)} Z" fill="${shade(accent, 0.5)}"/>`
  );
};

const landscape: Draw = (w, h, [main, accent], rnd, phase) => {
  const sunX = w * (0.2 + rnd() * 0.6) + phase * w * 0.05;
  let out = `<circle cx="${r1(sunX)}" cy="${r1(h * (0.25 + rnd() * 0.1))}" r="${r1(Math.min(w, h) * 0.1)}" fill="${shade(accent, 0.5)}"/>`;
  for (let layer = 0; layer < 3; layer++) {
    const base = h * (0.55 + layer * 0.15);
    const peak = base - h * (0.1 + rnd() * 0.15);
    const cx = w * rnd();
    out += `<path d="M0 ${r1(base)} Q${r1(cx)} ${r1(peak)} ${w} ${r1(base - h * 0.05)} L${w} ${h} L0 ${h} Z" fill="${shade(main, -0.15 * layer)}" opacity="0.9"/>`;
  }
  return out;
};

const bokeh: Draw = (w, h, [main, accent], rnd, phase) => {
  let out = '';
  for (let i = 0; i < 14; i++) {
    const radius = Math.min(w, h) * (0.04 + rnd() * 0.14);
    const colour = i % 3 === 0 ? '#ffffff' : i % 2 ? accent : shade(main, 0.35);
    const drift = Math.sin(phase * Math.PI * 2 + i) * w * 0.01;
    out += `<circle cx="${r1(w * rnd() + drift)}" cy="${r1(h * rnd())}" r="${r1(radius)}" fill="${colour}" opacity="${r1(0.15 + rnd() * 0.4)}"/>`;
  }
  return out;
};

const figure: Draw = (w, h, [main, accent], rnd) => {
  const cx = w * (0.4 + rnd() * 0.2);
  const unit = Math.min(w, h * 0.75);
  const head = unit * 0.08;
  const top = h * 0.18;
  return (
    `<circle cx="${r1(cx)}" cy="${r1(top)}" r="${r1(head)}" fill="${shade(main, 0.55)}"/>` +
    `<path d="M${r1(cx - unit * 0.16)} ${r1(top + head * 1.4)} L${r1(cx + unit * 0.16)} ${r1(top + head * 1.4)} L${r1(cx + unit * 0.22)} ${r1(h * 0.62)} L${r1(cx - unit * 0.22)} ${r1(h * 0.62)} Z" fill="${main}"/>` +
    `<rect x="${r1(cx - unit * 0.13)}" y="${r1(h * 0.62)}" width="${r1(unit * 0.1)}" height="${r1(h * 0.3)}" fill="${shade(main, -0.35)}"/>` +
    `<rect x="${r1(cx + unit * 0.03)}" y="${r1(h * 0.62)}" width="${r1(unit * 0.1)}" height="${r1(h * 0.3)}" fill="${shade(main, -0.35)}"/>` +
    `<rect y="${r1(h * 0.92)}" width="${w}" height="${r1(h * 0.08)}" fill="${shade(accent, -0.2)}"/>`
  );
};

const MOTIFS: Record<ContentImage['motif'], Draw> = { textile, interior, landscape, bokeh, figure };

/** The picture of an image at a size; phase (0–1) moves it slightly, for video frames. */
export function sceneSvg(image: ContentImage, width: number, height: number, phase = 0): string {
  const rnd = random(fnv(image.id));
  const [main, accent] = image.colours;
  const angle = Math.floor(rnd() * 4) * 45;
  const gradient =
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">` +
    `<stop offset="0" stop-color="${shade(accent, 0.2)}"/><stop offset="1" stop-color="${shade(main, 0.45)}"/></linearGradient></defs>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `${gradient}<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `${MOTIFS[image.motif](width, height, image.colours, rnd, phase)}</svg>`
  );
}
