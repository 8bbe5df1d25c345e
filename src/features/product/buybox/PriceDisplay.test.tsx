import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LegalHintModalContext } from '../../../shop/context/legalHint.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { useModal } from '../../../ui/useModal.ts';
import { PriceDisplay } from './PriceDisplay.tsx';
import { withModalDialogs } from '../../../../tests/component/dialogs.ts';

// The layout's modal with the content API's text; here it names the hint it was asked for.
function LegalHintModal({ id, contentKey }: { id: string; contentKey: string }) {
  const { modalProps } = useModal(id);
  return (
    <Modal title="Aktionsbedingungen" {...modalProps}>
      <p>Bedingungen von {contentKey}</p>
    </Modal>
  );
}
const legalHintModal = (props: { id: string; contentKey: string }) => <LegalHintModal {...props} />;
const withLegalHints = ({ children }: { children: ReactNode }) => (
  <LegalHintModalContext value={legalHintModal}>{children}</LegalHintModalContext>
);

withModalDialogs();

const view = { amount: 4000, old: 7999, currency: 'EUR', prefix: 'nur', saving: 50, savingUpTo: false } as const;

describe('<PriceDisplay> campaign highlight', () => {
  it("shows the campaign's badge in its layout colour and opens its conditions, mounted only then", async () => {
    const user = userEvent.setup();
    render(
      <PriceDisplay
        view={view}
        locale="de-DE"
        salesUnit={null}
        campaign={{ modal: 'sale-bedingungen', badgeText: 'Sommer-Sale', layoutColor: { name: 'Sale-Rot' } }}
      />,
      { wrapper: withLegalHints },
    );
    const badge = await screen.findByRole('button', { name: 'Sommer-Sale*' });
    expect(badge.getAttribute('data-color')).toBe('red');
    expect(badge.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(badge);
    const dialog = await screen.findByRole('dialog', { name: 'Aktionsbedingungen' });
    expect(await screen.findByText('Bedingungen von sale-bedingungen')).toBeTruthy();
    expect(dialog.contains(screen.getByText('Bedingungen von sale-bedingungen'))).toBe(true);
    expect(location.hash).toContain('legal-hint-sale-bedingungen');
  });

  it('shows a badge without conditions as plain text, in the default colour', async () => {
    render(<PriceDisplay view={view} locale="de-DE" salesUnit={null} campaign={{ modal: null, badgeText: 'Aktion', layoutColor: null }} />);
    expect((await screen.findByTestId('campaign-badge')).textContent).toBe('Aktion');
    expect(screen.queryByRole('button', { name: /Aktion/ })).toBeNull();
    expect(screen.getByTestId('campaign-badge').getAttribute('data-color')).toBe('light');
  });
});

describe('<PriceDisplay> in another shop', () => {
  it("says the saving, the tax and the shipping costs in the shop's language", () => {
    render(<PriceDisplay view={{ ...view, currency: 'CZK', savingUpTo: true }} locale="cs-CZ" salesUnit={null} campaign={null} />);
    expect(screen.getByText('Ušetříte až 50 %')).toBeTruthy();
    expect(screen.getByText(/vč\. DPH,/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'bez poštovného' })).toBeTruthy();
  });
});
