import type { ReactNode } from 'react';
import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { Link } from '../../ui/Link.tsx';

// What a shopper of a mail-order shop looks for at the foot of every page: help with an order,
// and the shop's offers beyond the catalogue pages.
const serviceLinks = [
  ['/contact', 'Kontakt'],
  ['/content/faqs', 'Häufige Fragen'],
  ['/content/lieferung', 'Lieferung'],
  ['/content/rueckgabe', 'Rückgabe'],
  ['/sendungsverfolgung', 'Sendungsverfolgung'],
  ['/retourenstatus', 'Retourenstatus'],
  ['/support', 'Support'],
] as const;

const offerLinks = [
  ['/newsletter/anmelden', 'Newsletter abonnieren'],
  ['/katalog-bestellen', 'Katalog bestellen'],
  ['/directorderform', 'Direktbestellung'],
  ['/customer', 'Kundenkonto'],
] as const;

const legalLinks = [
  ['/content/agb', 'AGB'],
  ['/content/widerrufsrecht', 'Widerrufsrecht'],
  ['/content/datenschutzhinweise', 'Datenschutz'],
] as const;

const payments = ['Kauf auf Rechnung', 'Ratenkauf', 'Zahlpause', 'Nachnahme'];

/** `language`: the language links of a shop with language versions. */
export function Footer({ language }: { language?: ReactNode } = {}) {
  const { shop } = usePageContext();
  return (
    <footer className={footer}>
      <div className={inner}>
        <nav aria-label="Service">
          <h2 className={heading}>Service</h2>
          <ul className={list}>
            {serviceLinks.map(([href, label]) => (
              <li key={href}>
                <Link href={href}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Angebote">
          <h2 className={heading}>Angebote</h2>
          <ul className={list}>
            {offerLinks.map(([href, label]) => (
              <li key={href}>
                <Link href={href}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-payment">
          <h2 id="footer-payment" className={heading}>
            Bequem bezahlen
          </h2>
          <ul className={list}>
            {payments.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
        <nav aria-label="Rechtliches">
          <h2 className={heading}>Rechtliches</h2>
          <ul className={list}>
            {legalLinks.map(([href, label]) => (
              <li key={href}>
                <Link href={href}>{label}</Link>
              </li>
            ))}
          </ul>
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
