import { describe, expect, it } from 'vitest';
import { loyaltyLines } from './loyalty.ts';

const base = { points: 50, programmeName: 'VorteilsClub', sessionActive: false, balance: 0 };

describe('post-order loyalty message', () => {
  it('credits the points of registered customers and shows their balance', () => {
    expect(loyaltyLines('de-DE', { ...base, registered: true, balance: 1300 })).toEqual([
      'Mit dieser Bestellung sammeln Sie 50 VorteilsClub-Punkte.',
      'Ihr Punktestand: 1.300 Punkte.',
    ]);
  });

  it('invites customers who are not registered', () => {
    expect(loyaltyLines('de-DE', { ...base, registered: false })).toEqual([
      'Mit dieser Bestellung hätten Sie 50 VorteilsClub-Punkte sammeln können. Melden Sie sich beim VorteilsClub an und sammeln Sie ab Ihrer nächsten Bestellung Punkte.',
    ]);
  });

  it("counts the points in the shop's language, Czech with its plural forms", () => {
    const registered = (points: number) => loyaltyLines('cs-CZ', { ...base, points, registered: true })[0];
    expect([1, 3, 5].map(registered)).toEqual([
      'Za tuto objednávku získáte 1 bod VorteilsClub.',
      'Za tuto objednávku získáte 3 body VorteilsClub.',
      'Za tuto objednávku získáte 5 bodů VorteilsClub.',
    ]);
    expect(loyaltyLines('fr-CH', { ...base, registered: true, balance: 1300 })[1]).toBe("Votre solde de points : 1'300.");
  });

  it('greets a programme number active in the session (SCRID_SESSION_ACTIVE)', () => {
    expect(loyaltyLines('de-DE', { ...base, registered: true, sessionActive: true, balance: 50 })[0]).toBe(
      'Willkommen! Ihre VorteilsClub-Nummer ist bereits aktiv.',
    );
  });
});
