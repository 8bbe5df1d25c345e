import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from '../../../ui/Link.tsx';
import type { LinkBox_product$key } from './__generated__/LinkBox_product.graphql.ts';

/** Titled groups of link chips below the product (related categories, more of the brand). */
export function LinkBox({ product }: { product: LinkBox_product$key }) {
  const { linkBox } = useFragment(
    graphql`
      fragment LinkBox_product on Product {
        linkBox {
          label
          links {
            name
            destination
          }
        }
      }
    `,
    product,
  );
  const groups = linkBox.filter((group) => group.links.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className={box} data-testid="link-box">
      {groups.map((group) => (
        <section key={group.label} className={section}>
          <h2 className={heading}>{group.label}</h2>
          <ul className={chips}>
            {group.links.map((link) => (
              <li key={`${link.destination}|${link.name}`}>
                <Link href={link.destination} className={chip}>
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const box = css`
  display: grid;
  gap: 1.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid var(--color-border);
`;
const section = css`
  display: grid;
  gap: 0.75rem;
`;
const heading = css`
  margin: 0;
  font-size: 1.125rem;
`;
const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const chip = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1rem;
  border: 1px solid var(--color-border);
  border-radius: 22px;
  color: var(--color-text);
  text-decoration: none;
  &:hover {
    border-color: var(--color-text);
  }
`;
