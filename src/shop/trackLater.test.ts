// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { consentOf, formatConsent } from './consent.ts';
import { trackLater } from './trackLater.ts';

describe('trackLater', () => {
  it('pushes the built event once the builders have loaded', async () => {
    window.dataLayer = [];
    document.cookie = `consent=${formatConsent(consentOf('all'))}`;
    trackLater((e) => e.sizeSelectedEvent('P1', '38'));
    await vi.waitFor(() => expect(window.dataLayer).toEqual([{ event: 'sizeSelected', product: { id: 'P1', size: '38' } }]));
  });
});
