import { describe, expect, it } from 'vitest';
import { message } from './messages.ts';

describe('message', () => {
  it('uses the German original for a hint code', () => {
    expect(message('de-DE', 'ATB_NO_VARIANT_SELECTED')).toBe('Bitte wählen Sie eine Größe');
  });
  it('fills placeholders', () => {
    expect(message('de-DE', 'ATB_QUANTITY_LIMIT_EXCEEDED', { quantityLimit: 20 })).toMatch(/^Sie haben diesen Artikel bereits 20 mal/);
  });
  it('falls back to DEFAULT for unknown codes', () => {
    expect(message('de-DE', 'SOMETHING_NEW')).toMatch(/^Es ist ein unerwarteter Fehler aufgetreten/);
  });
  it('leaves unknown placeholders visible rather than inventing a value', () => {
    expect(message('de-DE', 'ATB_QUANTITY_LIMIT_EXCEEDED')).toContain('{quantityLimit}');
  });
});
