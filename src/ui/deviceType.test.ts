// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentDeviceType, deviceTypeOf, knownDeviceType } from './deviceType.ts';

describe('device type', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the viewport at 576, 768 and 992 px: smartphone, landscape, tablet, desktop', () => {
    expect(deviceTypeOf(375)).toBe('smartphone');
    expect(deviceTypeOf(575)).toBe('smartphone');
    expect(deviceTypeOf(576)).toBe('landscape');
    expect(deviceTypeOf(767)).toBe('landscape');
    expect(deviceTypeOf(768)).toBe('tablet');
    expect(deviceTypeOf(991)).toBe('tablet');
    expect(deviceTypeOf(992)).toBe('desktop');
    expect(deviceTypeOf(1920)).toBe('desktop');
  });

  it('is other for crawlers and for a viewport without width', () => {
    expect(deviceTypeOf(1280, true)).toBe('other');
    expect(deviceTypeOf(0)).toBe('other');
    expect(deviceTypeOf(Number.NaN)).toBe('other');
  });

  it('reads the browser viewport; a crawler is other at once', () => {
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 800 });
    expect(currentDeviceType(false)).toBe('tablet');
    expect(currentDeviceType(true)).toBe('other');
  });

  it('is known before measuring only for crawlers', () => {
    expect(knownDeviceType(true)).toBe('other');
    expect(knownDeviceType(false)).toBeNull();
  });
});
