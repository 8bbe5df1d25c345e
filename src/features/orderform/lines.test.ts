import { describe, expect, it } from 'vitest';
import { emptyLine, orderFormCount, padLines, parseLines, serialiseLines } from './lines.ts';
import { addedMessage, lineMessage, summaryMessages } from './messages.ts';

const line = (displayNumber: string, quantity = 1, variantId: string | null = null) => ({
  ...emptyLine(),
  displayNumber,
  quantity,
  variantId,
});

describe('order form lines', () => {
  it('start as 3 empty lines and keep more when there are more', () => {
    expect(padLines([])).toHaveLength(3);
    expect(padLines([line('1'), line('2'), line('3'), line('4')])).toHaveLength(4);
    expect(parseLines(null).every((l) => l.displayNumber === '')).toBe(true);
  });

  it('store only lines with an article number and read them back', () => {
    const raw = serialiseLines([line('512.345.101', 2, 'P100205-1-2'), line(''), line('355.646.745')]);
    expect(JSON.parse(raw)).toEqual([
      { displayNumber: '512.345.101', variantId: 'P100205-1-2', quantity: 2 },
      { displayNumber: '355.646.745', variantId: null, quantity: 1 },
    ]);
    const back = parseLines(raw);
    expect(back.map((l) => [l.displayNumber, l.variantId, l.quantity])).toEqual([
      ['512.345.101', 'P100205-1-2', 2],
      ['355.646.745', null, 1],
      ['', null, 1],
    ]);
  });

  it('drop malformed storage', () => {
    expect(parseLines('{oops')).toHaveLength(3);
    expect(parseLines('[{"displayNumber":5},{"displayNumber":"123","quantity":-2}]').map((l) => [l.displayNumber, l.quantity])).toEqual([
      ['123', 1],
      ['', 1],
      ['', 1],
    ]);
  });

  it('count the pieces of lines with an article number for the header badge', () => {
    expect(orderFormCount([line('512.345.101', 2), line('', 5), line('355', 3)])).toBe(5);
    expect(orderFormCount([line('1', Number.NaN)])).toBe(0);
  });
});

describe('order form messages', () => {
  it('give each refused line its message', () => {
    expect(lineMessage('de-DE', 'INVALID_DISPLAY_NUMBER')).toBe('Ungültige Artikelnummer');
    expect(lineMessage('de-DE', 'DOF_QUANTITY_MORE_THAN_STOCK', { stock: 4 })).toBe('Nur noch 4 Artikel auf Lager');
    expect(lineMessage('de-DE', 'DOF_SOLD_OUT')).toBe('Dieser Artikel ist ausverkauft');
    expect(lineMessage('de-DE', 'DOF_VARIANT_NOT_SELECTED')).toBe('Bitte wählen Sie eine Größe');
    expect(lineMessage('de-DE', 'QUANTITY_LIMIT_EXCEEDED', { displayNumber: '512345101' })).toBe(
      'Die Maximalmenge für diesen Artikel 512345101 ist bereits erreicht.',
    );
  });

  it('sum the refusals up above the button', () => {
    expect(summaryMessages('de-DE', [], true)).toEqual([]);
    expect(summaryMessages('de-DE', ['DOF_SOLD_OUT', 'DOF_VARIANT_NOT_SELECTED', 'DOF_SOLD_OUT'], true)).toEqual([
      'Ihr Bestellschein enthält Artikel ohne ausgewählte Größe.',
      'Ihr Bestellschein enthält ausverkaufte Artikel. Bitte entfernen Sie diese.',
    ]);
    expect(summaryMessages('de-DE', ['DOF_QUANTITY_MORE_THAN_STOCK'], false)).toEqual([
      'Die gewählte Menge übersteigt unseren Lagerbestand.',
    ]);
    expect(summaryMessages('de-DE', ['INVALID_DISPLAY_NUMBER'], false)).toEqual([
      'Die Artikel konnten nicht in den Warenkorb gelegt werden.',
    ]);
    expect(summaryMessages('de-DE', ['INVALID_DISPLAY_NUMBER'], true)).toEqual([]);
    expect(addedMessage('de-DE', 1)).toBe('Der Artikel wurde in den Warenkorb gelegt.');
    expect(addedMessage('de-DE', 3)).toBe('3 Artikel wurden in den Warenkorb gelegt.');
  });

  it("count in the shop's language: Czech and Slovak with one, few and many", () => {
    expect([1, 2, 5].map((count) => addedMessage('cs-CZ', count))).toEqual([
      'Zboží bylo vloženo do košíku.',
      '2 kusy zboží byly vloženy do košíku.',
      '5 kusů zboží bylo vloženo do košíku.',
    ]);
    expect([1, 3, 7].map((stock) => lineMessage('sk-SK', 'DOF_QUANTITY_MORE_THAN_STOCK', { stock }))).toEqual([
      'Na sklade už len 1 kus',
      'Na sklade už len 3 kusy',
      'Na sklade už len 7 kusov',
    ]);
    expect(addedMessage('nl-NL', 2)).toBe('2 artikelen zijn in je winkelmand gelegd.');
    expect(summaryMessages('fr-CH', ['DOF_SOLD_OUT'], true)).toEqual([
      'Votre bon de commande contient des articles épuisés. Veuillez les supprimer.',
    ]);
  });
});
