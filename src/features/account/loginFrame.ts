// The identity provider's login frame (LOGIN_FRAME_URL): it reports a login to the shop with
// window.postMessage({ type: 'shop:login', token, customerNumber }, shopOrigin), and that the
// shopper gave up with { type: 'shop:cancel' }. Only messages from the frame's own origin count.

export type FrameMessage = { type: 'login'; token: string; customerNumber: string | null } | { type: 'cancel' };

export function frameMessageOf(event: Pick<MessageEvent, 'origin' | 'data'>, frameUrl: string): FrameMessage | null {
  let origin: string;
  try {
    origin = new URL(frameUrl).origin;
  } catch {
    return null;
  }
  if (event.origin !== origin) return null;
  const data = event.data as { type?: unknown; token?: unknown; customerNumber?: unknown } | null;
  if (data?.type === 'shop:cancel') return { type: 'cancel' };
  if (!data || data.type !== 'shop:login' || typeof data.token !== 'string' || data.token === '') return null;
  return { type: 'login', token: data.token, customerNumber: typeof data.customerNumber === 'string' ? data.customerNumber : null };
}

/** The frame's address with the view to open: login or register. */
export function frameSrc(frameUrl: string, view: 'login' | 'register'): string {
  const url = new URL(frameUrl);
  url.searchParams.set('action', view);
  return url.href;
}
