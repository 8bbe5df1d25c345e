import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { graphql, useFragment } from 'react-relay';
import { Accordion, type AccordionEntry } from '../../../ui/Accordion.tsx';
import { Link } from '../../../ui/Link.tsx';
import { useModal } from '../../../ui/useModal.ts';
import { visuallyHidden } from '../../../ui/styles.ts';
import { useBrowserValue } from '../../../ui/lazy/useBrowserValue.ts';
import type { ProductInformation_product$key } from './__generated__/ProductInformation_product.graphql.ts';
import { ProductRatings } from '../reviews/ProductRatings.tsx';
import { ReviewModalsLoader } from '../reviews/ReviewModalsLoader.tsx';
import { labelledAttributes } from './attributeLabels.ts';
import { DetailList } from './DetailList.tsx';
import { DisposalNote, type DisposalNoteSource } from './DisposalNote.tsx';
import { EnergyLabel, isEnergyClass } from './EnergyLabel.tsx';
import { PRODUCT_SAFETY_ID, ProductSafetyModal } from './ProductSafetyModal.tsx';
import { defaultOpenPanels, DESKTOP_QUERY, isSingleOpen, togglePanel } from './openRules.ts';
import { selectedVariant } from './selectedVariant.ts';
import { knownSeals, SustainabilitySeals } from './SustainabilitySeals.tsx';
import { productTexts } from '../texts.ts';

interface Props {
  product: ProductInformation_product$key;
  /** The variant chosen in the buy box; its attributes join the details. */
  variantId?: string | null;
  /** Published reviews of the product, shown with the rating; null when unknown. */
  reviewCount?: number | null;
  /** The disposal note (content API), loaded when its modal opens. Without it the product gets no link. */
  disposalNote?: DisposalNoteSource;
}

/** Energy label, disposal note and the information accordion below the buy box. */
export function ProductInformation({ product, variantId, reviewCount, disposalNote }: Props) {
  const data = useFragment(
    graphql`
      fragment ProductInformation_product on Product {
        id
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
  const safety = useModal(PRODUCT_SAFETY_ID);
  // Server and hydration render the desktop state; smaller screens close it after hydration,
  // where the accordion is far below the fold.
  const desktop = useBrowserValue(() => window.matchMedia(DESKTOP_QUERY).matches, ['resize']) ?? true;
  const [chosen, setChosen] = useState<string[] | null>(null);

  const selected = selectedVariant(data.dimensions, variantId);
  const dimension = selected?.dimension ?? data.dimensions[0];
  const displayNumber = variantId && data.iid && dimension?.promotion ? `${data.iid}${dimension.promotion}` : data.displayNumber;
  const seals = knownSeals(data.sustainabilityLogos);
  const rating = typeof data.rating === 'number' ? data.rating : null;

  const { locale } = usePageContext().shop;
  const texts = productTexts(locale);
  const entries: AccordionEntry[] = [];
  if (data.description)
    entries.push({ id: 'description', title: texts.productDescription(), content: <p className={text}>{data.description}</p> });
  const details = labelledAttributes(locale, data.attributes, selected?.variant.attributes ?? []);
  entries.push({ id: 'details', title: texts.productDetails(), content: <DetailList displayNumber={displayNumber} rows={details} /> });
  entries.push({
    id: 'returns',
    title: texts.productReturns(),
    content: (
      <p className={text}>
        {texts.productReturnsText()} <Link href="/content/rueckgabe">{texts.productReturnsLink()}</Link>
      </p>
    ),
  });
  if (seals.length > 0)
    entries.push({ id: 'sustainability', title: texts.productSustainability(), content: <SustainabilitySeals logos={seals} /> });
  if (dimension) entries.push({ id: 'safety', title: texts.productSafety(), onActivate: safety.show });
  if (rating !== null)
    entries.push({ id: 'ratings', title: texts.productRatings(), content: <ProductRatings rating={rating} reviewCount={reviewCount} /> });

  // Panels only: the safety entry opens a dialog.
  const panelIds = entries.filter((entry) => 'content' in entry).map((entry) => entry.id);
  const openIds = chosen ?? defaultOpenPanels(panelIds, desktop);
  const onToggle = (id: string, open: boolean) => setChosen(togglePanel(openIds, panelIds, id, open, isSingleOpen(desktop)));

  const showDisposalNote = data.disposalNote && disposalNote !== undefined;
  const energyClass = isEnergyClass(data.energyEfficiencyClass) ? data.energyEfficiencyClass : null;
  return (
    <>
      {(energyClass || showDisposalNote) && (
        <div className={energy}>
          {energyClass && <EnergyLabel energyClass={energyClass} />}
          {showDisposalNote && <DisposalNote note={disposalNote} />}
        </div>
      )}
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={visuallyHidden}>
          {texts.productInformation()}
        </h2>
        <Accordion entries={entries} openIds={openIds} onToggle={onToggle} />
      </section>
      {dimension && <ProductSafetyModal dimensionId={dimension.id} />}
      <ReviewModalsLoader productId={data.id} />
    </>
  );
}

const energy = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3) 1.25rem;
`;
const text = css`
  margin: 0;
  line-height: 1.6;
  white-space: pre-line;
`;
