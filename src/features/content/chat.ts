// The live-chat widget: its script is loaded once on demand with a version
// and the widget key; then it is shown, and maximised after 300 ms. States: not loaded, loading,
// shown (maximised). The widget reports its own state changes, which the button observes.

export type ChatState = 'idle' | 'loading' | 'shown' | 'maximised' | 'failed';

/** What the widget script puts on window. */
export interface ChatWidget {
  show(): void;
  maximize(): void;
  /** Calls back with 'hidden' | 'shown' | 'maximised' on every change; returns the unsubscribe. */
  onStateChange(callback: (state: string) => void): () => void;
}

declare global {
  interface Window {
    ShopChatWidget?: ChatWidget;
  }
}

export const CHAT_WIDGET_VERSION = '1';
export const CHAT_MAXIMISE_DELAY_MS = 300;

export interface ChatConfig {
  scriptUrl: string;
  widgetKey: string;
}

/** The script URL with version and widget key. */
export function chatScriptSrc(config: ChatConfig): string {
  const url = new URL(config.scriptUrl, 'http://shop.invalid');
  url.searchParams.set('v', CHAT_WIDGET_VERSION);
  url.searchParams.set('key', config.widgetKey);
  return config.scriptUrl.startsWith('/') ? url.pathname + url.search : url.toString();
}

let loading: Promise<ChatWidget> | null = null;

/** Loads the widget script once per page life; later calls share the same promise. */
export function loadChatWidget(config: ChatConfig, doc: Document = document): Promise<ChatWidget> {
  if (window.ShopChatWidget) return Promise.resolve(window.ShopChatWidget);
  loading ??= new Promise<ChatWidget>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = chatScriptSrc(config);
    script.async = true;
    script.onload = () => (window.ShopChatWidget ? resolve(window.ShopChatWidget) : reject(new Error('Chat widget missing')));
    script.onerror = () => reject(new Error('Chat script failed to load'));
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Shows the widget and maximises it after the delay. */
export async function openChat(widget: ChatWidget, wait = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<void> {
  widget.show();
  await wait(CHAT_MAXIMISE_DELAY_MS);
  widget.maximize();
}
