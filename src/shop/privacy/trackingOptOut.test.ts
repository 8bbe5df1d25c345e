import { describe, expect, it } from 'vitest';
import { optOutText } from './trackingOptOut.ts';

describe('optOutText', () => {
  it('names the provider for success and already exists, and says when the address does not exist', () => {
    expect(optOutText('success', 'criteo')).toBe('Sie haben dem Tracking durch criteo erfolgreich widersprochen.');
    expect(optOutText('alreadyExists', 'awin')).toBe('Ihr Widerspruch gegen das Tracking durch awin liegt bereits vor.');
    expect(optOutText('nonExistentProvider', 'x')).toBe('Die angegebene Adresse existiert nicht.');
  });
});
