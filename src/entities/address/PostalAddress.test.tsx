import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostalAddress } from './PostalAddress.tsx';

const ANNA = {
  firstName: 'Anna',
  lastName: 'Muster',
  street: 'Hauptstraße',
  houseNumber: '12',
  additional: null,
  zipCode: '80331',
  city: 'München',
};

/** The address's lines as a reader sees them. */
const linesOf = (element: HTMLElement) => element.innerHTML.split('<br>').map((line) => line.replace(/<!-- -->/g, ''));

describe('PostalAddress', () => {
  it('writes name, street and number, postal code and city, one line each, in an address element', () => {
    const { container } = render(<PostalAddress address={ANNA} className="postal" />);
    const address = container.querySelector('address.postal') as HTMLElement;
    expect(linesOf(address)).toEqual(['Anna Muster', 'Hauptstraße 12', '80331 München']);
  });

  it('adds the additional line below the street, and the salutation and country where given', () => {
    const { container } = render(<PostalAddress address={{ ...ANNA, additional: 'c/o Meier' }} salutation="Frau" country="Deutschland" />);
    expect(linesOf(container.querySelector('address') as HTMLElement)).toEqual([
      'Frau Anna Muster',
      'Hauptstraße 12',
      'c/o Meier',
      '80331 München',
      'Deutschland',
    ]);
  });

  it('writes no empty salutation', () => {
    const { container } = render(<PostalAddress address={ANNA} salutation="" />);
    expect(linesOf(container.querySelector('address') as HTMLElement)[0]).toBe('Anna Muster');
  });
});
