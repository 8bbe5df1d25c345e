// A small stand-in for the live-chat widget, so the CHAT button's flow (load once, show, maximise)
// works and is testable offline. It puts the same API on window as the shop expects
// (src/features/content/chat.ts): show(), maximize(), onStateChange(callback).

export const CHAT_WIDGET_PATH = '/mock/chat/widget.js';

const SCRIPT = `(() => {
  if (window.ShopChatWidget) return;
  const src = document.currentScript && document.currentScript.src;
  const key = src ? new URL(src).searchParams.get('key') : null;
  const listeners = new Set();
  let state = 'hidden';
  let panel = null;
  const set = (next) => {
    state = next;
    if (panel) panel.dataset.state = next;
    if (panel) panel.style.height = next === 'maximised' ? '420px' : '64px';
    listeners.forEach((callback) => callback(next));
  };
  const build = () => {
    panel = document.createElement('section');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Live-Chat');
    panel.dataset.testid = 'chat-widget';
    panel.dataset.key = key || '';
    Object.assign(panel.style, { position: 'fixed', right: '16px', bottom: '16px', width: '320px', height: '64px', zIndex: '90',
      background: '#fff', color: '#222', border: '1px solid #ccc', borderRadius: '8px', boxShadow: '0 4px 16px rgba(0,0,0,.2)', padding: '12px', overflow: 'hidden' });
    const title = document.createElement('p');
    title.textContent = 'Live-Chat (Testumgebung)';
    title.style.margin = '0 0 8px';
    title.style.fontWeight = '700';
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Chat schließen';
    close.addEventListener('click', () => { panel.hidden = true; set('hidden'); });
    panel.append(title, close);
    document.body.append(panel);
  };
  window.ShopChatWidget = {
    show() { if (!panel) build(); panel.hidden = false; set('shown'); },
    maximize() { if (!panel) build(); panel.hidden = false; set('maximised'); },
    onStateChange(callback) { listeners.add(callback); return () => listeners.delete(callback); },
    get state() { return state; },
  };
})();
`;

/** The widget script; it needs the widget key like the real one, else it answers 403. */
export function serveChatWidget(request: Request): Response {
  const key = new URL(request.url).searchParams.get('key');
  if (!key) return new Response('// widget key missing', { status: 403, headers: { 'content-type': 'text/javascript; charset=utf-8' } });
  return new Response(SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' } });
}
