import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState } from 'react';
import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  consentOf,
  formatConsent,
  type Consent,
  type ConsentCategory,
} from '../../shop/privacy/consent.ts';
import { track, type CookieBannerAction } from '../../shop/analytics/index.ts';
import { setShopCookie } from '../../shop/privacy/cookies.ts';
import { focusPageHeading } from '../../shop/page/pageFocus.ts';
import { CONSENT_CHANGED } from '../../shop/privacy/useConsent.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { CONSENT_ATTRIBUTE } from './consentScript.ts';
import { usePanelsTexts } from '../../ui/panelsTexts.ts';
import { afterNextPaint } from '../../ui/lazy/yieldToMain.ts';

/**
 * The consent banner itself, with its settings; its code is loaded only for a visitor who has not
 * decided. The server's copy is an open dialog whose buttons wait for the page's scripts; once they
 * run it becomes a modal dialog, as in most German shops: it takes focus, so the keyboard reaches
 * it first, and the page behind it is inert while it is open, so nothing focused can hide behind
 * it. After the choice focus goes back where it was, or to the page's heading.
 */
export default function ConsentPanel() {
  const [settings, setSettings] = useState(false);
  const [choice, setChoice] = useState<Consent>(() => consentOf('necessary'));
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstCategoryRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [ready, setReady] = useState(false);
  const texts = usePanelsTexts();

  useEffect(() => track((e) => e.cookieBannerEvent('visible')), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Shown even where the head's script took a cookie of the wrong form for a decision.
    document.documentElement.removeAttribute(CONSENT_ATTRIBUTE);
    // Making the dialog modal restyles the whole page (all behind it becomes inert): that happens
    // in a task of its own after the next paint, not in the task that hydrated the page. Until
    // then the server's copy stays as it was, open with its buttons waiting.
    let mounted = true;
    void afterNextPaint().then(() => {
      if (!mounted) return;
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      // The server's copy is open, but not modal: it becomes modal in the same task, unseen.
      if (dialog.open) dialog.close();
      dialog.showModal();
      setReady(true);
      // The dialog itself, not its first link: a screen reader reads its title and text first.
      dialog.focus();
    });
    return () => {
      mounted = false;
    };
  }, []);

  // The settings open above the buttons: focus moves to the first choice there, so the change is not silent.
  useEffect(() => {
    if (settings) firstCategoryRef.current?.focus();
  }, [settings]);

  function decide(consent: Consent, action: CookieBannerAction) {
    const opener = openerRef.current;
    dialogRef.current?.close();
    if (opener?.isConnected) opener.focus({ preventScroll: true });
    else focusPageHeading();
    setShopCookie(CONSENT_COOKIE, formatConsent(consent));
    window.dispatchEvent(new Event(CONSENT_CHANGED));
    track((e) => e.cookieBannerEvent(action));
    track((e) => e.consentEvent(consent));
  }

  return (
    <dialog
      ref={dialogRef}
      className={banner}
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      open
      // A decision is required: Escape does not dismiss the banner unanswered.
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id={titleId} className={title}>
        {texts.panelsConsentTitle()}
      </h2>
      <p id={textId} className={text}>
        {texts.panelsConsentText()} <Link href="/content/datenschutzhinweise">{texts.panelsConsentPrivacyLink()}</Link>.
      </p>
      {settings && (
        <fieldset className={categories}>
          <legend>{texts.panelsConsentChoice()}</legend>
          {(Object.keys(CONSENT_CATEGORIES) as ConsentCategory[]).map((category) => (
            <label key={category} className={option}>
              <input
                ref={category === FIRST_CHOICE ? firstCategoryRef : undefined}
                type="checkbox"
                checked={choice[category]}
                disabled={category === 'C0001'}
                onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
              />
              {texts[`panelsConsent${category}`]()}
            </label>
          ))}
        </fieldset>
      )}
      <div className={actions}>
        <Button disabled={!ready} onClick={() => decide(consentOf('all'), 'optIn')}>
          {texts.panelsConsentAcceptAll()}
        </Button>
        <Button disabled={!ready} variant="secondary" onClick={() => decide(consentOf('necessary'), 'optOut')}>
          {texts.panelsConsentNecessary()}
        </Button>
        {settings ? (
          <Button disabled={!ready} variant="secondary" onClick={() => decide(choice, 'selection')}>
            {texts.panelsConsentSave()}
          </Button>
        ) : (
          <Button disabled={!ready} variant="secondary" onClick={() => (setSettings(true), track((e) => e.cookieBannerEvent('settings')))}>
            {texts.panelsConsentSettings()}
          </Button>
        )}
      </div>
    </dialog>
  );
}

// The first category the visitor can change (the necessary one is always on).
const FIRST_CHOICE: ConsentCategory = 'C0002';

// A bar along the bottom of the screen (the dialog sits in the browser's top layer).
const banner = css`
  position: fixed;
  inset: auto 0 0 0;
  width: 100%;
  max-width: 100%;
  max-height: 70vh;
  margin: 0;
  overflow: auto;
  padding: var(--space-4) var(--space-5);
  border: 0;
  border-top: 1px solid var(--color-border);
  background: var(--color-background);
  color: var(--color-text);
  box-shadow: var(--shadow-floating);
  &:focus {
    outline: none;
  }
  :root[${CONSENT_ATTRIBUTE}] & {
    display: none;
  }
  &::backdrop {
    background: var(--backdrop);
  }
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
