import { css } from '@linaria/core';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from '../../../ui/Link.tsx';
import type { ProductSafetyContentQuery as QueryType } from './__generated__/ProductSafetyContentQuery.graphql.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { productTexts } from '../texts.ts';

// Loaded when the modal opens (ProductSafetyModal): the information is long, legal, and rarely read.
export const query = graphql`
  query ProductSafetyContentQuery($dimensionId: ID!, $locale: String!) {
    productSafety(dimensionId: $dimensionId, locale: $locale) {
      id
      manufacturer {
        name
        street
        zipCode
        city
        country
        email
        url
      }
      responsiblePerson {
        name
        street
        zipCode
        city
        country
        email
        url
      }
      warnings
    }
  }
`;

type Operator = NonNullable<QueryType['response']['productSafety']>['manufacturer'];

/**
 * The product safety information (GPSR) of a colour: manufacturer, EU operator, warnings. The
 * modal around it shows loading and the error.
 */
export default function ProductSafetyContent({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const { productSafety } = usePreloadedQuery<QueryType>(query, queryRef);
  const texts = productTexts(usePageContext().shop.locale);
  if (!productSafety) return <p>{texts.productSafetyNone()}</p>;
  return (
    <div className={content}>
      <OperatorBlock title={texts.productManufacturer()} operator={productSafety.manufacturer} />
      <OperatorBlock title={texts.productResponsiblePerson()} operator={productSafety.responsiblePerson} />
      {productSafety.warnings.length > 0 && (
        <section>
          <h3 className={heading}>{texts.productSafetyWarnings()}</h3>
          <ul className={warnings}>
            {productSafety.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function OperatorBlock({ title, operator }: { title: string; operator: Operator }) {
  return (
    <section>
      <h3 className={heading}>{title}</h3>
      <address className={address}>
        {operator.name}
        <br />
        {operator.street}
        <br />
        {operator.zipCode} {operator.city}
        <br />
        {operator.country}
        {operator.email && (
          <>
            <br />
            <Link href={`mailto:${operator.email}`}>{operator.email}</Link>
          </>
        )}
        {operator.url && (
          <>
            <br />
            <Link href={operator.url} target="_blank">
              {operator.url.replace(/^https?:\/\//, '')}
            </Link>
          </>
        )}
      </address>
    </section>
  );
}

const content = css`
  display: grid;
  gap: 1.25rem;
`;
const heading = css`
  margin: 0 0 0.375rem;
  font-size: 1rem;
`;
const address = css`
  font-style: normal;
  line-height: 1.6;
  & a {
    display: inline-block;
    min-height: 24px;
  }
`;
const warnings = css`
  margin: 0;
  padding-left: 1.25rem;
  line-height: 1.6;
`;
