import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { CONSENT_CATEGORIES, CONSENT_COOKIE, consentOf, formatConsent, parseConsent, type Consent, type ConsentCategory } from '../../shop/consent.ts';
import { readShopCookie, setShopCookie } from '../../shop/cookies.ts';
import { CONSENT_CHANGED } from '../../shop/useConsent.ts';
import { Link } from '../../ui/Link.tsx';
import { useBrowserValue } from '../../ui/useBrowserValue.ts';

/**
 * Asks for consent until the visitor decides. Not shown to bots, nor in the app, which passes the
 * user's choice through its settings.
 */
export function ConsentBanner() {
  const { runtime, isBot } = usePageContext();
  const undecided = useBrowserValue(() => parseConsent(readShopCookie(CONSENT_COOKIE)) === null, [CONSENT_CHANGED]);
  const [settings, setSettings] = useState(false);
  const [choice, setChoice] = useState<Consent>(() => consentOf('necessary'));
  const titleId = useId();

  if (!undecided || runtime === 'webview' || isBot) return null;

  function decide(consent: Consent) {
    setShopCookie(CONSENT_COOKIE, formatConsent(consent));
    window.dispatchEvent(new Event(CONSENT_CHANGED));
  }

  return (
    <section className={banner} aria-labelledby={titleId}>
      <h2 id={titleId} className={title}>
        Wir verwenden Cookies
      </h2>
      <p className={text}>
        Mit Ihrer Zustimmung nutzen wir Cookies, um die Nutzung des Shops zu messen und Ihnen passende Angebote zu zeigen. Sie können
        Ihre Auswahl jederzeit ändern. Mehr in den <Link href="/content/datenschutzhinweise">Datenschutzhinweisen</Link>.
      </p>
      {settings && (
        <fieldset className={categories}>
          <legend>Ihre Auswahl</legend>
          {(Object.keys(CONSENT_CATEGORIES) as ConsentCategory[]).map((category) => (
            <label key={category} className={option}>
              <input
                type="checkbox"
                checked={choice[category]}
                disabled={category === 'C0001'}
                onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
              />
              {CONSENT_CATEGORIES[category]}
            </label>
          ))}
        </fieldset>
      )}
      <div className={actions}>
        <button type="button" className={primary} onClick={() => decide(consentOf('all'))}>
          Alle akzeptieren
        </button>
        <button type="button" className={secondary} onClick={() => decide(consentOf('necessary'))}>
          Nur notwendige
        </button>
        {settings ? (
          <button type="button" className={secondary} onClick={() => decide(choice)}>
            Auswahl speichern
          </button>
        ) : (
          <button type="button" className={secondary} onClick={() => setSettings(true)}>
            Einstellungen
          </button>
        )}
      </div>
    </section>
  );
}

const banner = css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 60;
  max-height: 70vh;
  overflow: auto;
  padding: 1rem 1.5rem;
  border-top: 1px solid var(--color-border);
  background: var(--color-background);
  box-shadow: 0 -4px 16px rgb(0 0 0 / 0.12);
`;
const title = css`
  margin: 0 0 0.25rem;
  font-size: 1.125rem;
`;
const text = css`
  margin: 0 0 0.75rem;
  max-width: 60rem;
  font-size: 0.875rem;
`;
const categories = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0 0 0.75rem;
  border: 1px solid var(--color-border);
`;
const option = css`
  display: inline-flex;
  gap: 0.375rem;
  align-items: center;
  min-height: 44px;
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
const primary = css`
  min-height: 44px;
  padding: 0 1.25rem;
  border: 0;
  border-radius: 0.25rem;
  background: var(--color-primary);
  color: var(--color-on-primary);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;
const secondary = css`
  min-height: 44px;
  padding: 0 1.25rem;
  border: 1px solid var(--color-primary);
  border-radius: 0.25rem;
  background: var(--color-background);
  color: var(--color-primary);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;
