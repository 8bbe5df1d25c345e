import { graphql } from 'react-relay';
import type { PostalAddress_address$data } from './__generated__/PostalAddress_address.graphql.ts';

// The lines of a postal address (the checkout's review, an order in the account). Selections
// spread `...PostalAddress_address @relay(mask: false)`: unmasked, the fields land in the spreading
// selection's own data and the browser loads no artifact for this fragment (nothing reads this
// constant; the build leaves it out).
export const PostalAddressFragment = graphql`
  fragment PostalAddress_address on Address {
    firstName
    lastName
    street
    houseNumber
    additional
    zipCode
    city
  }
`;

interface Props {
  address: Omit<PostalAddress_address$data, ' $fragmentType'>;
  /** Written before the name: the salutation, where the address was just entered. */
  salutation?: string;
  /** The country's name as the last line, where the shopper chose it among others. */
  country?: string;
  className?: string;
}

/** An address as a letter is written: name, street and number, the additional line if any, postal code and city. */
export function PostalAddress({ address, salutation, country, className }: Props) {
  return (
    <address className={className}>
      {[salutation, address.firstName, address.lastName].filter(Boolean).join(' ')}
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
      {country && (
        <>
          <br />
          {country}
        </>
      )}
    </address>
  );
}
