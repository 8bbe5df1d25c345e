import { describe, expect, it, vi } from 'vitest';
import { CHAT_MAXIMISE_DELAY_MS, chatScriptSrc, openChat } from './chat.ts';

describe('live chat', () => {
  it('loads the script with version and key', () => {
    expect(chatScriptSrc({ scriptUrl: '/mock/chat/widget.js', widgetKey: 'abc' })).toBe('/mock/chat/widget.js?v=1&key=abc');
    expect(chatScriptSrc({ scriptUrl: 'https://chat.example/w.js', widgetKey: 'k 1' })).toBe('https://chat.example/w.js?v=1&key=k+1');
  });

  it('shows the widget, then maximises it after 300 ms', async () => {
    const calls: string[] = [];
    const widget = { show: () => calls.push('show'), maximize: () => calls.push('maximize'), onStateChange: () => () => {} };
    const wait = vi.fn(async (ms: number) => void calls.push(`wait ${ms}`));
    await openChat(widget, wait);
    expect(calls).toEqual(['show', `wait ${CHAT_MAXIMISE_DELAY_MS}`, 'maximize']);
    expect(CHAT_MAXIMISE_DELAY_MS).toBe(300);
  });
});
