import { describe, expect, it } from 'vitest';
import { formMessage } from './formMessages.ts';
import { message } from './messages.ts';

describe('formMessage', () => {
  it('uses the form messages, with placeholders', () => {
    expect(formMessage('de-DE', 'FIELD_MIN_LENGTH', { min: 5 })).toBe('Bitte geben Sie mindestens 5 Zeichen ein');
  });
  it("falls back to the shop's catalogue, then to DEFAULT", () => {
    expect(formMessage('de-DE', 'ATB_GENERAL')).toBe(message('de-DE', 'ATB_GENERAL'));
    expect(formMessage('de-DE', 'NO_SUCH_CODE')).toBe(message('de-DE', 'DEFAULT'));
  });
  it('does not treat inherited object keys as codes', () => {
    expect(formMessage('de-DE', 'toString')).toBe(message('de-DE', 'DEFAULT'));
  });
});
