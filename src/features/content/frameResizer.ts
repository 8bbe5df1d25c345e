/**
 * Sizes an embedded content frame to its page. The embedded page measures itself and posts its
 * height; the shop sets the frame's height from it. The messages are those of iframe-resizer 4's
 * child script (`[iFrameSizer]<id>:<height>:<width>:<type>`), which embedded pages already load,
 * so they need no change; the shop's side is this file, and it checks both directions:
 * - it posts to the frame only with the frame's own origin as target, so no other page that
 *   the frame navigates to reads the set-up;
 * - it accepts a message only from the frame's own window, from the origin of its address, for
 *   this frame's id, with a height of whole pixels. Anything else is ignored.
 */

const PREFIX = '[iFrameSizer]';
/** The child script posts this when it starts after the set-up was sent; the set-up is sent again. */
const CHILD_READY = '[iFrameResizerChild]Ready';

/** The frame is never lower than this, even while the embedded page reports less. */
export const MIN_FRAME_HEIGHT = 400;

/**
 * The set-up the child script expects, field by field as iframe-resizer 4 sends it: body margin 8,
 * no width sizing, no logging, a 32 ms check interval, the child's public methods on, automatic
 * resizing on, height from the body's offset, no tolerance, no in-page links, resize from the
 * parent, width by scroll size, mouse events on.
 */
export function setupMessage(id: string): string {
  const fields = [id, 8, false, false, 32, true, true, null, 'bodyOffset', null, null, 0, false, 'parent', 'scroll', true];
  return PREFIX + fields.map(String).join(':');
}

/** The origin the frame's address points to, or null when it is not an http(s) address. */
export function frameOrigin(src: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
}

export interface FrameMessage {
  data: unknown;
  origin: string;
  source: unknown;
}

export interface FrameIdentity {
  id: string;
  origin: string;
  /** The frame's content window: a message from any other window is not the frame's. */
  window: unknown;
}

export type FrameReport = { kind: 'height'; height: number } | { kind: 'ready' } | null;

// Messages of the child script that carry no size of their own.
const NO_SIZE = new Set([
  'close',
  'message',
  'mouseenter',
  'mouseleave',
  'autoResize',
  'scrollTo',
  'scrollToOffset',
  'pageInfo',
  'pageInfoStop',
  'inPageLink',
]);

/** What a message from the embedded page asks for, or null when it is not one to act on. */
export function readFrameMessage(event: FrameMessage, frame: FrameIdentity): FrameReport {
  if (event.source == null || event.source !== frame.window || event.origin !== frame.origin) return null;
  if (typeof event.data !== 'string') return null;
  if (event.data === CHILD_READY) return { kind: 'ready' };
  if (!event.data.startsWith(PREFIX)) return null;
  const [id, height, width, type] = event.data.slice(PREFIX.length).split(':');
  if (id !== frame.id || type === undefined || NO_SIZE.has(type)) return null;
  // Whole pixels, at most six digits: a height is a number of the page, never an expression.
  if (!/^\d{1,6}$/.test(height ?? '') || !/^\d{0,6}$/.test(width ?? '')) return null;
  return { kind: 'height', height: Math.max(MIN_FRAME_HEIGHT, Number(height)) };
}

let frames = 0;

/**
 * Starts sizing `frame` to the page at `src`; returns the function that stops it. The set-up is
 * posted at once and on every load of the frame (the embedded page may navigate within itself).
 */
export function resizeFrame(frame: HTMLIFrameElement, src: string, host: Window = window): () => void {
  const origin = frameOrigin(src, host.location.href);
  if (!origin) return () => {};
  const id = `shopFrame${frames++}`;
  frame.style.overflow = 'hidden';
  const sendSetup = () => frame.contentWindow?.postMessage(setupMessage(id), origin);
  const onMessage = (event: MessageEvent) => {
    const report = readFrameMessage(event, { id, origin, window: frame.contentWindow });
    if (report?.kind === 'ready') sendSetup();
    else if (report?.kind === 'height') frame.style.height = `${report.height}px`;
  };
  host.addEventListener('message', onMessage);
  frame.addEventListener('load', sendSetup);
  sendSetup();
  return () => {
    host.removeEventListener('message', onMessage);
    frame.removeEventListener('load', sendSetup);
  };
}
