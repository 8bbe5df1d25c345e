import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../mock-server/app.ts';
import { BASE } from './support.ts';

// The stand-in live-chat widget the shop's CHAT buttons load while the mock serves the shop.
describe('mock chat widget', () => {
  const mock = createMockServer();
  const get = (query: string) => mock.fetch(new Request(`${BASE}/mock/chat/widget.js${query}`));

  it('serves a script with the widget API for a given key', async () => {
    expect(mock.handles('/mock/chat/widget.js')).toBe(true);
    const response = await get('?v=1&key=mock-chat-key');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const script = await response.text();
    for (const name of ['ShopChatWidget', 'show()', 'maximize()', 'onStateChange(callback)']) expect(script).toContain(name);
  });

  it('refuses to load without a widget key', async () => {
    expect((await get('?v=1')).status).toBe(403);
  });
});
