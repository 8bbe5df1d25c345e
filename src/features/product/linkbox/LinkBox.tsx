import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { ChipLink, ChipList } from '../../../ui/ChipLink.tsx';
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
          <ChipList>
            {group.links.map((link) => (
              <ChipLink key={`${link.destination}|${link.name}`} href={link.destination}>
                {link.name}
              </ChipLink>
            ))}
          </ChipList>
        </section>
      ))}
    </div>
  );
}

const box = css`
  display: grid;
  gap: var(--space-5);
  padding-top: var(--space-5);
  border-top: 1px solid var(--color-border);
`;
const section = css`
  display: grid;
  gap: var(--space-3);
`;
const heading = css`
  margin: 0;
  font-size: 1.125rem;
`;
