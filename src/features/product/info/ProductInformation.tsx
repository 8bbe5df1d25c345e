import { css } from '@linaria/core';
import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Accordion, type AccordionEntry } from '../../../ui/Accordion.tsx';
import { Link } from '../../../ui/Link.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { visuallyHidden } from '../../../ui/styles.ts';
import { useBrowserValue } from '../../../ui/useBrowserValue.ts';
import { useOverlay } from '../../../ui/useOverlay.ts';
import { formatDisplayNumber } from '../displayNumber.ts';
import type { ProductInformation_product$key } from './__generated__/ProductInformation_product.graphql.ts';
import { labelledAttributes } from './attributeLabels.ts';
import { EnergyLabel, isEnergyClass } from './EnergyLabel.tsx';
import { ModalLoading } from './ModalLoading.tsx';
import { ProductSafetyModal } from './ProductSafetyModal.tsx';
import { defaultOpenPanels, DESKTOP_QUERY, isSingleOpen, togglePanel } from './openRules.ts';
import { RatingSummary } from './RatingSummary.tsx';
import { selectedVariant } from './selectedVariant.ts';
import { knownSeals, SustainabilitySeals } from './SustainabilitySeals.tsx';

interface Props {
  product: ProductInformation_product$key;
  /** The variant chosen in the buy box; its attributes join the details. */
  variantId?: string | null;
  /** Published reviews of the product, shown with the rating; null when unknown. */
  reviewCount?: number | null;
  /**
   * The disposal note (content API): `load` starts fetching its text when its modal opens,
   * `content` shows it (null until loading has started). Without it the product gets no link.
   */
  disposalNote?: { load: () => void; content: ReactNode };
}

/** Energy label, disposal note and the information accordion below the buy box. */
export function ProductInformation({ product, variantId, reviewCount, disposalNote }: Props) {
  const data = useFragment(
    graphql`
      fragment ProductInformation_product on Product {
        iid
        description
        displayNumber
        energyEfficiencyClass
        disposalNote
        rating
        sustainabilityLogos
        attributes {
          key
          value
        }
        dimensions {
          id
          promotion
          variants {
            id
            attributes {
              key
              value
            }
          }
        }
      }
    `,
    product,
  );
  const headingId = useId();
  const safety = useOverlay('product-safety');
  const disposal = useOverlay('disposal-note');
  // Server and hydration render the desktop state; smaller screens close it after hydration,
  // where the accordion is far below the fold.
  const desktop = useBrowserValue(() => window.matchMedia(DESKTOP_QUERY).matches, ['resize']) ?? true;
  const [chosen, setChosen] = useState<string[] | null>(null);
  // The note's modal opens from its button or from the URL on arrival; both load its text.
  const loadDisposalNote = disposalNote?.load;
  useEffect(() => {
    if (disposal.open) loadDisposalNote?.();
  }, [disposal.open, loadDisposalNote]);

  const selected = selectedVariant(data.dimensions, variantId);
  const dimension = selected?.dimension ?? data.dimensions[0];
  const displayNumber = variantId && data.iid && dimension?.promotion ? `${data.iid}${dimension.promotion}` : data.displayNumber;
  const details = labelledAttributes(data.attributes, selected?.variant.attributes ?? []);
  const seals = knownSeals(data.sustainabilityLogos);
  const rating = typeof data.rating === 'number' ? data.rating : null;

  const panelIds = [
    data.description ? 'description' : null,
    'details',
    'returns',
    seals.length > 0 ? 'sustainability' : null,
    rating !== null ? 'ratings' : null,
  ].filter((id): id is string => id !== null);
  const openIds = chosen ?? defaultOpenPanels(panelIds, desktop);
  const onToggle = (id: string, open: boolean) => setChosen(togglePanel(openIds, panelIds, id, open, isSingleOpen(desktop)));

  const entries: AccordionEntry[] = [];
  if (data.description) entries.push({ id: 'description', title: 'Beschreibung', content: <p className={text}>{data.description}</p> });
  entries.push({
    id: 'details',
    title: 'Details',
    content: (
      <dl className={detailList}>
        <div>
          <dt>Artikelnummer</dt>
          <dd>{formatDisplayNumber(displayNumber)}</dd>
        </div>
        {details.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    ),
  });
  entries.push({
    id: 'returns',
    title: 'Rückgabe',
    content: (
      <p className={text}>
        Sie können Ihre Ware innerhalb von 30 Tagen kostenlos an uns zurücksenden.{' '}
        <Link href="/content/rueckgabe">Alles zur Rückgabe</Link>
      </p>
    ),
  });
  if (seals.length > 0) entries.push({ id: 'sustainability', title: 'Nachhaltigkeit', content: <SustainabilitySeals logos={seals} /> });
  if (dimension) entries.push({ id: 'safety', title: 'Produktsicherheit', onActivate: safety.show });
  if (rating !== null) {
    entries.push({
      id: 'ratings',
      title: 'Bewertungen',
      content: <RatingSummary rating={rating} reviewCount={reviewCount} />,
    });
  }

  const showDisposalNote = data.disposalNote && disposalNote !== undefined;
  const energyClass = isEnergyClass(data.energyEfficiencyClass) ? data.energyEfficiencyClass : null;
  return (
    <>
      {(energyClass || showDisposalNote) && (
        <div className={energy}>
          {energyClass && <EnergyLabel energyClass={energyClass} />}
          {showDisposalNote && (
            <button type="button" className={linkButton} aria-haspopup="dialog" onClick={disposal.show}>
              Hinweis zur Entsorgung
            </button>
          )}
        </div>
      )}
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={visuallyHidden}>
          Produktinformationen
        </h2>
        <Accordion entries={entries} openIds={openIds} onToggle={onToggle} />
      </section>
      {showDisposalNote && (
        <Modal open={disposal.open} title="Hinweis zur Entsorgung" onClose={disposal.close}>
          <Suspense fallback={<ModalLoading />}>{disposalNote?.content ?? <ModalLoading />}</Suspense>
          <div className={actions}>
            <button type="button" className={secondary} onClick={disposal.close}>
              Abbrechen
            </button>
          </div>
        </Modal>
      )}
      {dimension && <ProductSafetyModal open={safety.open} onClose={safety.close} dimensionId={dimension.id} />}
    </>
  );
}

const energy = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
`;
const linkButton = css`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: var(--color-primary);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
const text = css`
  margin: 0;
  line-height: 1.6;
  white-space: pre-line;
`;
const detailList = css`
  display: grid;
  margin: 0;
  & > div {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: 1rem;
    padding: 0.375rem 0;
    border-bottom: 1px solid var(--color-border);
  }
  & > div:last-child {
    border-bottom: 0;
  }
  /* Long German compounds ('Energieeffizienzklasse') break rather than overflow. */
  & dt,
  & dd {
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  & dt {
    color: var(--color-muted);
  }
  & dd {
    margin: 0;
  }
`;
const actions = css`
  display: flex;
  justify-content: flex-end;
  margin-top: 1.5rem;
`;
const secondary = css`
  min-height: 44px;
  padding: 0 1.25rem;
  border: 1px solid var(--color-text);
  border-radius: 0.25rem;
  background: transparent;
  color: var(--color-text);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;
