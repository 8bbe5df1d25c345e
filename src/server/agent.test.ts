import { describe, expect, it } from 'vitest';
import { agentClass, agentClassOf, agentTraits } from './agent.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 7) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';
const APP = `${ANDROID} [App=true]`;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

describe('agent class', () => {
  it('sorts user agents into the five classes a page depends on', () => {
    expect([GOOGLEBOT, APP, IPHONE, ANDROID, DESKTOP, undefined, ''].map(agentClassOf)).toEqual([
      'bot',
      'app',
      'ios',
      'android',
      'other',
      'other',
      'other',
    ]);
  });

  it("takes the edge's X-Shop-Agent over the User-Agent, and ignores values it does not know", () => {
    expect(agentClass({ 'x-shop-agent': 'ios', 'user-agent': DESKTOP })).toBe('ios');
    expect(agentClass({ 'x-shop-agent': ' BOT ', 'user-agent': DESKTOP })).toBe('bot');
    expect(agentClass({ 'x-shop-agent': 'windows-phone', 'user-agent': ANDROID })).toBe('android');
    expect(agentClass({ 'user-agent': APP })).toBe('app');
  });

  it('tells the page what it needs of the class', () => {
    expect(agentTraits('bot')).toEqual({ isBot: true, inApp: false, appPlatform: 'other' });
    expect(agentTraits('app')).toEqual({ isBot: false, inApp: true, appPlatform: 'other' });
    expect(agentTraits('android')).toEqual({ isBot: false, inApp: false, appPlatform: 'android' });
  });
});
