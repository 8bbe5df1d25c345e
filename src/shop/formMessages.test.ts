import { describe, expect, it } from 'vitest';
import { formMessage } from './formMessages.ts';
import { message } from './messages.ts';

describe('formMessage', () => {
  it('uses the form messages, with placeholders', () => {
    expect(formMessage('FIELD_MIN_LENGTH', { min: 5 })).toBe('Bitte geben Sie mindestens 5 Zeichen ein');
  });
  it("falls back to the shop's catalogue, then to DEFAULT", () => {
    expect(formMessage('ATB_GENERAL')).toBe(message('ATB_GENERAL'));
    expect(formMessage('NO_SUCH_CODE')).toBe(message('DEFAULT'));
  });
  it('does not treat inherited object keys as codes', () => {
    expect(formMessage('toString')).toBe(message('DEFAULT'));
  });
});
