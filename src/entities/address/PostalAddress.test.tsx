import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostalAddress } from './PostalAddress.tsx';

const ADDRESS = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  street: 'Hauptstraße',
  houseNumber: '5a',
  additional: null,
  zipCode: '96215',
  city: 'Lichtenfels',
  country: 'DE',
};

/** The address's lines as the visitor reads them, one per <br>. */
const lines = (ui: React.ReactElement) =>
  render(ui)
    .container.querySelector('address')!
    .innerHTML.replace(/<!-- -->/g, '')
    .split('<br>');

describe('<PostalAddress>', () => {
  it('writes name, street and number, postcode and city as lines of an <address>', () => {
    expect(lines(<PostalAddress address={ADDRESS} />)).toEqual(['Erika Mustermann', 'Hauptstraße 5a', '96215 Lichtenfels']);
  });

  it('adds the addition as a line of its own, the salutation before the name and the country last when asked', () => {
    expect(lines(<PostalAddress address={{ ...ADDRESS, additional: 'Hinterhaus' }} gender="f" withCountry />)).toEqual([
      'Frau Erika Mustermann',
      'Hauptstraße 5a',
      'Hinterhaus',
      '96215 Lichtenfels',
      'Deutschland',
    ]);
    expect(lines(<PostalAddress address={ADDRESS} gender="d" />)[0]).toBe('Erika Mustermann');
  });
});
