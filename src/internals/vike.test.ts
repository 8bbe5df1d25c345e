import { stringify } from '@brillout/json-serializer/stringify';
import { describe, expect, it } from 'vitest';
import { asPageContextString, isVikeClientEntry } from './vike.ts';

describe("Vike's page context escaping", () => {
  it('writes a string as Vike’s serializer does, which JSON.parse reads back', () => {
    const text = '{"a":"</script><b>/x/","€":"\\u2028"}';
    expect(stringify({ text })).toBe(`{"text":${asPageContextString(text)}}`);
    expect(JSON.parse(asPageContextString(text))).toBe(text);
  });

  it('refuses a string the serializer would read as a type of its own', () => {
    expect(() => asPageContextString('!undefined')).toThrow(/'!'/);
  });
});

describe("Vike's client entry", () => {
  it('is known by its file name', () => {
    expect(isVikeClientEntry('assets/entries/entry-client-routing.Bx1.js')).toBe(true);
    expect(isVikeClientEntry('assets/entries/pages_index.Bx1.js')).toBe(false);
  });
});
