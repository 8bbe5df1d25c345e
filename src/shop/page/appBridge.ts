// The native app's bridge inside the webview: the app injects `window.ShopApp` with
// setValue(key, json) and getValue(key). Keys: userInfo, purchaseCompleted, sharing, settings.

export type BridgeKey = 'userInfo' | 'purchaseCompleted' | 'sharing' | 'settings';

interface NativeBridge {
  setValue(key: string, value: string): void;
  getValue?(key: string): string | null | undefined;
}

function bridge(): NativeBridge | null {
  if (typeof window === 'undefined') return null;
  const candidate = (window as unknown as { ShopApp?: NativeBridge }).ShopApp;
  return candidate && typeof candidate.setValue === 'function' ? candidate : null;
}

export function hasAppBridge(): boolean {
  return bridge() !== null;
}

/** Sends a value to the app as JSON; false when there is no app. */
export function sendToApp(key: BridgeKey, value: unknown): boolean {
  const app = bridge();
  if (!app) return false;
  app.setValue(key, JSON.stringify(value));
  return true;
}

/** Reads a value the app keeps (JSON); null without an app or value. */
export function readFromApp<T>(key: BridgeKey): T | null {
  const raw = bridge()?.getValue?.(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
