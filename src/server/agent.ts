// What a page may depend on about the visitor's device, as one small value a shared cache can key
// on instead of the raw User-Agent (thousands of values: a cache keyed on it keeps nothing):
//   bot      a known search or social crawler (no consent banner, no visit analytics)
//   app      the native app's webview without the /webview prefix ('[App=true]' in its agent)
//   ios      an iPhone, iPad or iPod browser (the smart banner links to the App Store)
//   android  an Android browser (the smart banner links to Google Play)
//   other    everything else
// The edge in front (a CDN, the reference nginx in deploy/) computes it from the User-Agent with
// the same rules, sends it as X-Shop-Agent and keys its cache on it; pages answer
// `Vary: X-Shop-Agent`. Without that header (a developer's machine, a test) the server derives
// the value itself from the User-Agent.
import type { IncomingHttpHeaders } from 'node:http';
import { appPlatform, isBot, type AppPlatform } from '../shop/page/runtime.ts';

export const AGENT_HEADER = 'x-shop-agent';
export const AGENT_CLASSES = ['bot', 'app', 'ios', 'android', 'other'] as const;
export type AgentClass = (typeof AGENT_CLASSES)[number];

const APP_MARKER = '[App=true]';

/** The class of a User-Agent, by the rules the edge applies too. */
export function agentClassOf(userAgent: string | undefined): AgentClass {
  if (isBot(userAgent)) return 'bot';
  if (userAgent?.includes(APP_MARKER)) return 'app';
  const platform = appPlatform(userAgent);
  return platform === 'other' ? 'other' : platform;
}

/** The request's class: the edge's header when it holds a known value, else derived here. */
export function agentClass(headers: IncomingHttpHeaders): AgentClass {
  const given = headers[AGENT_HEADER];
  const value = (Array.isArray(given) ? given[0] : given)?.trim().toLowerCase();
  if (value && (AGENT_CLASSES as readonly string[]).includes(value)) return value as AgentClass;
  return agentClassOf(headers['user-agent']);
}

/** What the page context carries of the class. */
export function agentTraits(agent: AgentClass): { isBot: boolean; inApp: boolean; appPlatform: AppPlatform } {
  return { isBot: agent === 'bot', inApp: agent === 'app', appPlatform: agent === 'ios' || agent === 'android' ? agent : 'other' };
}
