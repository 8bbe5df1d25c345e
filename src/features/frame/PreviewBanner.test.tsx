import { render, screen } from '@testing-library/react';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import { PreviewBanner } from './PreviewBanner.tsx';

function renderBanner(path: string, search: string) {
  const pageContext = { urlPathname: path, urlParsed: { searchOriginal: search || null }, basePath: '' } as unknown as PageContext;
  return render(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <PreviewBanner />
    </VikeReactProviderPageContext>,
  );
}

describe('<PreviewBanner>', () => {
  it('says the page is a preview and leaves it through draft-exit with the page and its query', () => {
    renderBanner('/damen-mode/kleider', '?farbe=rot');
    expect(screen.getByTestId('preview-banner').textContent).toContain('Vorschau: Sie sehen auch unveröffentlichte Inhalte.');
    expect(screen.getByRole('link', { name: 'Vorschau beenden' }).getAttribute('href')).toBe(
      `/api/draft-exit?slug=${encodeURIComponent('/damen-mode/kleider?farbe=rot')}`,
    );
  });

  it('sets the campaign trigger with a form that keeps the page and its other parameters', () => {
    const { container } = renderBanner('/damen-mode/kleider', '?farbe=rot&selectedTrigger=999');
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/damen-mode/kleider');
    expect([...form.querySelectorAll('input[type="hidden"]')].map((i) => `${i.getAttribute('name')}=${i.getAttribute('value')}`)).toEqual([
      'farbe=rot',
    ]);
    expect(screen.getByRole('textbox', { name: 'Kampagnen-Trigger' }).getAttribute('name')).toBe('selectedTrigger');
    expect((screen.getByRole('textbox', { name: 'Kampagnen-Trigger' }) as HTMLInputElement).value).toBe('999');
    expect(screen.getByRole('button', { name: 'Trigger setzen' })).toBeTruthy();
    expect(screen.getByTestId('preview-trigger').textContent).toBe('Kampagne 999 aktiv');
    expect(screen.getByRole('link', { name: 'Trigger entfernen' }).getAttribute('href')).toBe('/damen-mode/kleider?farbe=rot');
  });

  it('names a trigger that is no campaign (3 digits) invalid, and offers no clearing without one', () => {
    renderBanner('/content/faqs', '?selectedTrigger=herbst');
    expect(screen.getByTestId('preview-trigger').textContent).toBe('„herbst“ ist kein gültiger Kampagnen-Trigger (3 Ziffern).');
    renderBanner('/', '');
    expect(screen.getAllByRole('link', { name: 'Trigger entfernen' })).toHaveLength(1);
  });
});
