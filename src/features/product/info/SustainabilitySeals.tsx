import { css } from '@linaria/core';
import { Icon } from '../../../ui/Icon.tsx';
import { Link } from '../../../ui/Link.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { productTexts } from '../texts.ts';

type ProductTexts = ReturnType<typeof productTexts>;

/** Seals by their key in Product.sustainabilityLogos: a seal's own name, or the shop's for it, and what it stands for. */
export const SEALS: Readonly<Record<string, { name: string | ((texts: ProductTexts) => string); text: (texts: ProductTexts) => string }>> =
  {
    gots: { name: 'GOTS – Global Organic Textile Standard', text: (texts) => texts.productSealGotsText() },
    'oeko-tex': { name: 'OEKO-TEX® STANDARD 100', text: (texts) => texts.productSealOekoTexText() },
    recycled: { name: (texts) => texts.productSealRecycledName(), text: (texts) => texts.productSealRecycledText() },
    'grüner-knopf': { name: 'Grüner Knopf', text: (texts) => texts.productSealGreenButtonText() },
    fsc: { name: 'FSC®', text: (texts) => texts.productSealFscText() },
  };

/** The seals the shop knows, in the product's order; unknown keys are not shown. */
export function knownSeals(logos: readonly string[]): string[] {
  return logos.filter((logo, index) => Object.hasOwn(SEALS, logo) && logos.indexOf(logo) === index);
}

/** The product's sustainability seals, each with what it stands for. */
export function SustainabilitySeals({ logos }: { logos: readonly string[] }) {
  const texts = productTexts(usePageContext().shop.locale);
  return (
    <>
      <ul className={list}>
        {knownSeals(logos).map((logo) => {
          const seal = SEALS[logo]!;
          return (
            <li key={logo} className={item} data-seal={logo}>
              <span className={badge} aria-hidden="true">
                <Icon name="leaf" size={20} />
              </span>
              <span>
                <strong className={name}>{typeof seal.name === 'string' ? seal.name : seal.name(texts)}</strong>
                {seal.text(texts)}
              </span>
            </li>
          );
        })}
      </ul>
      <Link href="/content/nachhaltigkeit" className={more}>
        {texts.productSealsMore()}
      </Link>
    </>
  );
}

const list = css`
  display: grid;
  gap: var(--space-3);
  margin: 0 0 0.75rem;
  padding: 0;
  list-style: none;
`;
const item = css`
  display: flex;
  gap: var(--space-3);
  align-items: flex-start;
  line-height: 1.5;
`;
const badge = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 2px solid var(--color-success);
  border-radius: var(--radius-round);
  color: var(--color-success);
`;
const name = css`
  display: block;
`;
const more = css`
  display: inline-block;
  min-height: 24px;
`;
