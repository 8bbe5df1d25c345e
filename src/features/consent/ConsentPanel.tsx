import { css } from '@linaria/core';
import { useEffect, useId, useState } from 'react';
import { CONSENT_CATEGORIES, CONSENT_COOKIE, consentOf, formatConsent, type Consent, type ConsentCategory } from '../../shop/consent.ts';
import { consentEvent, cookieBannerEvent, track, type CookieBannerAction } from '../../shop/analyticsEvents.ts';
import { setShopCookie } from '../../shop/cookies.ts';
import { CONSENT_CHANGED } from '../../shop/useConsent.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';

/** The consent banner itself, with its settings; loaded only for a visitor who has not decided. */
export default function ConsentPanel() {
  const [settings, setSettings] = useState(false);
  const [choice, setChoice] = useState<Consent>(() => consentOf('necessary'));
  const titleId = useId();

  useEffect(() => track(cookieBannerEvent('visible')), []);

  function decide(consent: Consent, action: CookieBannerAction) {
    setShopCookie(CONSENT_COOKIE, formatConsent(consent));
    window.dispatchEvent(new Event(CONSENT_CHANGED));
    track(cookieBannerEvent(action));
    track(consentEvent(consent));
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
        <Button onClick={() => decide(consentOf('all'), 'optIn')}>Alle akzeptieren</Button>
        <Button variant="secondary" onClick={() => decide(consentOf('necessary'), 'optOut')}>
          Nur notwendige
        </Button>
        {settings ? (
          <Button variant="secondary" onClick={() => decide(choice, 'selection')}>
            Auswahl speichern
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => (setSettings(true), track(cookieBannerEvent('settings')))}>
            Einstellungen
          </Button>
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
  z-index: var(--z-banner);
  max-height: 70vh;
  overflow: auto;
  padding: var(--space-4) var(--space-5);
  border-top: 1px solid var(--color-border);
  background: var(--color-background);
  box-shadow: var(--shadow-floating);
`;
const title = css`
  margin: 0 0 var(--space-1);
  font-size: 1.125rem;
`;
const text = css`
  margin: 0 0 var(--space-3);
  max-width: 60rem;
  font-size: 0.875rem;
`;
const categories = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) 1.25rem;
  margin: 0 0 var(--space-3);
  border: 1px solid var(--color-border);
`;
const option = css`
  display: inline-flex;
  gap: 0.375rem;
  align-items: center;
  min-height: var(--touch-target);
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;
