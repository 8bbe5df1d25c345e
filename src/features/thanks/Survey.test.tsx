import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import { createMockShopEnvironment } from '../../relay/mockEnvironment.ts';
import { Survey } from './Survey.tsx';

async function answer(success: boolean) {
  const user = userEvent.setup();
  const environment = createMockShopEnvironment({ SurveyResult: () => ({ success }) });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Survey orderNumber="7100470558" submitted={false} />
    </RelayEnvironmentProvider>,
  );
  await user.click(screen.getByRole('radio', { name: '10 – auf jeden Fall' }));
  await user.click(screen.getByRole('button', { name: 'Antwort senden' }));
  return screen.findByRole('status');
}

describe('Survey', () => {
  it("asks in the shop's language", () => {
    render(
      <VikeReactProviderPageContext pageContext={{ shop: { locale: 'sv-SE' } } as unknown as PageContext}>
        <RelayEnvironmentProvider environment={createMockShopEnvironment({})}>
          <Survey orderNumber="7100470558" submitted={false} />
        </RelayEnvironmentProvider>
      </VikeReactProviderPageContext>,
    );
    expect(screen.getByRole('heading', { name: 'Skulle du rekommendera oss?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '10 – absolut' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skicka svar' })).toBeTruthy();
  });

  it('thanks for the answer', async () => {
    expect((await answer(true)).textContent).toBe('Vielen Dank für Ihre Teilnahme an unserer Umfrage!');
    expect(screen.queryByRole('form', { name: 'Umfrage' })).toBeNull();
  });

  it('says the survey was answered before when the order already has an answer', async () => {
    expect((await answer(false)).textContent).toBe('Sie haben an dieser Umfrage bereits teilgenommen.');
    expect(screen.queryByRole('form', { name: 'Umfrage' })).toBeNull();
  });
});
