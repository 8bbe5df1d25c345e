import { describe, expect, it } from 'vitest';
import { optOutText } from './trackingOptOut.ts';

describe('optOutText', () => {
  it('names the provider for success and already exists, and says when the address does not exist', () => {
    expect(optOutText('de-DE', 'success', 'criteo')).toBe('Sie haben dem Tracking durch criteo erfolgreich widersprochen.');
    expect(optOutText('de-AT', 'alreadyExists', 'awin')).toBe('Ihr Widerspruch gegen das Tracking durch awin liegt bereits vor.');
    expect(optOutText('de-DE', 'nonExistentProvider', 'x')).toBe('Die angegebene Adresse existiert nicht.');
  });

  it("speaks the shop's language", () => {
    expect(optOutText('fr-CH', 'success', 'criteo')).toBe('Votre opposition au suivi par criteo a bien été enregistrée.');
    expect(optOutText('sv-SE', 'nonExistentProvider', 'x')).toBe('Den angivna adressen finns inte.');
  });
});
