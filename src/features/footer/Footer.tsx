import type { ReactNode } from 'react';
import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { Link } from '../../ui/Link.tsx';
import { layoutTexts } from '../../ui/layoutTexts.ts';

// What a shopper of a mail-order shop looks for at the foot of every page: help with an order,
// and the shop's offers beyond the catalogue pages.
// Each link with its text's case in the footer's link message.
type Texts = ReturnType<typeof layoutTexts>;
type Links = ReadonlyArray<readonly [string, Parameters<Texts['layoutFooterLink']>[0]['link']]>;

const serviceLinks: Links = [
  ['/contact', 'contact'],
  ['/content/faqs', 'faq'],
  ['/content/lieferung', 'delivery'],
  ['/content/rueckgabe', 'returns'],
  ['/sendungsverfolgung', 'tracking'],
  ['/retourenstatus', 'returnStatus'],
  ['/support', 'support'],
];

const offerLinks: Links = [
  ['/newsletter/anmelden', 'newsletter'],
  ['/katalog-bestellen', 'catalogue'],
  ['/directorderform', 'directOrder'],
  ['/customer', 'customerAccount'],
];

const legalLinks: Links = [
  ['/content/agb', 'terms'],
  ['/content/widerrufsrecht', 'withdrawal'],
  ['/content/datenschutzhinweise', 'privacy'],
];

const payments = ['invoice', 'instalments', 'pause', 'cashOnDelivery'] as const;

/** A column of links. */
function LinkList({ links, texts }: { links: Links; texts: Texts }) {
  return (
    <ul className={list}>
      {links.map(([href, link]) => (
        <li key={href}>
          <Link href={href}>{texts.layoutFooterLink({ link })}</Link>
        </li>
      ))}
    </ul>
  );
}

/** `language`: the language links of a shop with language versions. */
export function Footer({ language }: { language?: ReactNode } = {}) {
  const { shop } = usePageContext();
  const texts = layoutTexts(shop.locale);
  return (
    <footer className={footer}>
      <div className={inner}>
        <nav aria-label={texts.layoutService()}>
          <h2 className={heading}>{texts.layoutService()}</h2>
          <LinkList links={serviceLinks} texts={texts} />
        </nav>
        <nav aria-label={texts.layoutFooterOffers()}>
          <h2 className={heading}>{texts.layoutFooterOffers()}</h2>
          <LinkList links={offerLinks} texts={texts} />
        </nav>
        <section aria-labelledby="footer-payment">
          <h2 id="footer-payment" className={heading}>
            {texts.layoutFooterPayment()}
          </h2>
          <ul className={list}>
            {payments.map((method) => (
              <li key={method}>{texts.layoutPayment({ method })}</li>
            ))}
          </ul>
        </section>
        <nav aria-label={texts.layoutFooterLegal()}>
          <h2 className={heading}>{texts.layoutFooterLegal()}</h2>
          <LinkList links={legalLinks} texts={texts} />
        </nav>
      </div>
      {language && <div className={languages}>{language}</div>}
      <p className={copyright}>© {shop.brand}</p>
    </footer>
  );
}

const languages = css`
  display: flex;
  justify-content: center;
  max-width: var(--container-width);
  margin: 0 auto;
  padding: 0 1rem;
  a {
    color: var(--color-text);
  }
`;
const footer = css`
  margin-top: 3rem;
  border-top: 1px solid var(--color-border);
  background: var(--color-surface);
`;
const inner = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1.5rem;
  max-width: var(--container-width);
  margin: 0 auto;
  padding: 2rem 1rem;
`;
const heading = css`
  margin: 0 0 0.5rem;
  font-size: 1rem;
`;
const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
  line-height: 2;
  a {
    color: var(--color-text);
  }
`;
const copyright = css`
  margin: 0;
  padding: 1rem;
  text-align: center;
  color: var(--color-muted);
  font-size: 0.875rem;
`;
