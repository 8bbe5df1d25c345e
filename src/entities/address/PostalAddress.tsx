import { graphql } from 'react-relay';
import { countryName } from '../../ui/form/countries.ts';
import type { PostalAddress_address$data } from './__generated__/PostalAddress_address.graphql.ts';

// The fields of a postal address as the shop shows one (the checkout's review step, an order in
// the account). Selections spread `...PostalAddress_address @relay(mask: false)`: unmasked, the
// fields land in the spreading selection's own data and the browser loads no artifact for this
// fragment (nothing reads this constant; the build leaves it out).
export const PostalAddressFragment = graphql`
  fragment PostalAddress_address on Address {
    firstName
    lastName
    street
    houseNumber
    additional
    zipCode
    city
    country
  }
`;

/** The fields as a spreading selection holds them (without the fragment's own type mark). */
export type PostalAddressData = Omit<PostalAddress_address$data, ' $fragmentType'>;

const SALUTATION: Record<string, string> = { f: 'Frau', m: 'Herr', d: '' };

interface Props {
  address: PostalAddressData;
  /** The addressee's salutation ('f', 'm', 'd'), written before the name when given. */
  gender?: string | null;
  /** Adds the country's name as the last line. */
  withCountry?: boolean;
  className?: string;
}

/** A postal address as lines: name, street and number, the addition if any, postcode and city, the country if asked for. */
export function PostalAddress({ address, gender, withCountry = false, className }: Props) {
  return (
    <address className={className}>
      {[gender ? SALUTATION[gender] : '', address.firstName, address.lastName].filter(Boolean).join(' ')}
      <br />
      {address.street} {address.houseNumber}
      {address.additional && (
        <>
          <br />
          {address.additional}
        </>
      )}
      <br />
      {address.zipCode} {address.city}
      {withCountry && (
        <>
          <br />
          {countryName(address.country)}
        </>
      )}
    </address>
  );
}
