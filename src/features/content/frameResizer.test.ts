import { describe, expect, it } from 'vitest';
import { frameOrigin, readFrameMessage, resizeFrame, setupMessage } from './frameResizer.ts';

const childWindow = { name: 'the frame' };
const frame = { id: 'shopFrame0', origin: 'https://paketshop-finder.example', window: childWindow };
const from = (data: unknown, origin = frame.origin, source: unknown = childWindow) => ({ data, origin, source });

describe('the origin check', () => {
  it('accepts a size report from the frame’s own window and origin', () => {
    expect(readFrameMessage(from('[iFrameSizer]shopFrame0:812:1200:init'), frame)).toEqual({ kind: 'height', height: 812 });
  });

  it('ignores the same report from another origin', () => {
    expect(readFrameMessage(from('[iFrameSizer]shopFrame0:812:1200:init', 'https://evil.example'), frame)).toBeNull();
    expect(readFrameMessage(from('[iFrameSizer]shopFrame0:812:1200:init', 'null'), frame)).toBeNull();
    expect(readFrameMessage(from('[iFrameSizer]shopFrame0:812:1200:init', 'http://paketshop-finder.example'), frame)).toBeNull();
  });

  it('ignores the same report from another window, even of the same origin', () => {
    expect(readFrameMessage(from('[iFrameSizer]shopFrame0:812:1200:init', frame.origin, { name: 'another frame' }), frame)).toBeNull();
    expect(readFrameMessage(from('[iFrameSizer]shopFrame0:812:1200:init', frame.origin, null), frame)).toBeNull();
    expect(readFrameMessage(from('[iFrameSizer]shopFrame0:812:1200:init', frame.origin, null), { ...frame, window: null })).toBeNull();
  });

  it('takes the origin from the frame’s address, and only of http(s) addresses', () => {
    expect(frameOrigin('https://paketshop-finder.example/embed?country=DE', 'https://shop.example/')).toBe(
      'https://paketshop-finder.example',
    );
    expect(frameOrigin('/service/embed', 'https://shop.example/hilfe')).toBe('https://shop.example');
    expect(frameOrigin('javascript:alert(1)', 'https://shop.example/')).toBeNull();
    expect(frameOrigin('data:text/html,<p>x</p>', 'https://shop.example/')).toBeNull();
    expect(frameOrigin('https://', 'https://shop.example/')).toBeNull();
  });
});

describe('message validation', () => {
  it('reads the height of every resize report and keeps the frame at least 400 px high', () => {
    expect(readFrameMessage(from('[iFrameSizer]shopFrame0:1500:1200:mutationObserver'), frame)).toEqual({ kind: 'height', height: 1500 });
    expect(readFrameMessage(from('[iFrameSizer]shopFrame0:120:1200:resize'), frame)).toEqual({ kind: 'height', height: 400 });
    expect(readFrameMessage(from('[iFrameSizer]shopFrame0:0:0:interval'), frame)).toEqual({ kind: 'height', height: 400 });
  });

  it('answers the child’s start signal with the set-up', () => {
    expect(readFrameMessage(from('[iFrameResizerChild]Ready'), frame)).toEqual({ kind: 'ready' });
  });

  it('ignores reports for another frame, without a type, or of a kind that carries no size', () => {
    expect(readFrameMessage(from('[iFrameSizer]shopFrame1:812:1200:init'), frame)).toBeNull();
    expect(readFrameMessage(from('[iFrameSizer]shopFrame0:812:1200'), frame)).toBeNull();
    expect(readFrameMessage(from('[iFrameSizer]shopFrame0:812:1200:close'), frame)).toBeNull();
    expect(readFrameMessage(from('[iFrameSizer]shopFrame0:0:0:message:{"a":1}'), frame)).toBeNull();
    expect(readFrameMessage(from('[iFrameSizer]shopFrame0:0:0:scrollTo'), frame)).toBeNull();
  });

  it('ignores heights that are not whole pixels, and messages of other shapes', () => {
    for (const height of ['-5', '12.5', '1e9', 'calc(100vh)', '', '1234567', ' 400']) {
      expect(readFrameMessage(from(`[iFrameSizer]shopFrame0:${height}:1200:resize`), frame)).toBeNull();
    }
    expect(readFrameMessage(from('[iFrameSizer]shopFrame0:812:wide:resize'), frame)).toBeNull();
    expect(readFrameMessage(from({ height: 812 }), frame)).toBeNull();
    expect(readFrameMessage(from('shopFrame0:812:1200:init'), frame)).toBeNull();
  });

  it('sends the set-up fields of iframe-resizer 4, which the embedded page’s child script reads', () => {
    expect(setupMessage('shopFrame3')).toBe(
      '[iFrameSizer]shopFrame3:8:false:false:32:true:true:null:bodyOffset:null:null:0:false:parent:scroll:true',
    );
  });
});

describe('resizeFrame', () => {
  function setUp(src: string) {
    const posted: [unknown, string][] = [];
    const contentWindow = { postMessage: (message: unknown, target: string) => posted.push([message, target]) };
    const element = Object.assign(new EventTarget(), { contentWindow, style: { height: '', overflow: '' } });
    const host = Object.assign(new EventTarget(), { location: { href: 'https://shop.example/service' } });
    const stop = resizeFrame(element as unknown as HTMLIFrameElement, src, host as unknown as Window);
    const send = (data: unknown, origin: string, source: unknown = contentWindow) =>
      host.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
    return { posted, element, send, stop };
  }

  it('posts the set-up to the frame’s origin only, and sizes the frame from its reports', () => {
    const { posted, element, send } = setUp('https://paketshop-finder.example/embed?country=DE');
    const [[message, target]] = posted as [[string, string]];
    expect(target).toBe('https://paketshop-finder.example');
    const id = message.slice('[iFrameSizer]'.length).split(':')[0];
    send(`[iFrameSizer]${id}:900:1200:init`, 'https://paketshop-finder.example');
    expect(element.style.height).toBe('900px');
    send(`[iFrameSizer]${id}:2000:1200:init`, 'https://evil.example');
    expect(element.style.height).toBe('900px');
    send(`[iFrameSizer]${id}:2000:1200:init`, 'https://paketshop-finder.example', { postMessage() {} });
    expect(element.style.height).toBe('900px');
    element.dispatchEvent(new Event('load'));
    send('[iFrameResizerChild]Ready', 'https://paketshop-finder.example');
    expect(posted).toHaveLength(3);
    expect(posted.every(([, to]) => to === 'https://paketshop-finder.example')).toBe(true);
  });

  it('stops listening when stopped', () => {
    const { posted, element, send, stop } = setUp('https://paketshop-finder.example/embed');
    const id = (posted[0]![0] as string).slice('[iFrameSizer]'.length).split(':')[0];
    stop();
    send(`[iFrameSizer]${id}:900:1200:init`, 'https://paketshop-finder.example');
    element.dispatchEvent(new Event('load'));
    expect(element.style.height).toBe('');
    expect(posted).toHaveLength(1);
  });

  it('leaves a frame without an http(s) address alone', () => {
    const { posted, element } = setUp('javascript:alert(1)');
    expect(posted).toHaveLength(0);
    expect(element.style.overflow).toBe('');
  });
});
