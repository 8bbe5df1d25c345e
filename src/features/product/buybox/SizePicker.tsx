import { useModal } from '../../../ui/useModal.ts';
import { SizeChoice, type SizeOption } from './SizeChoice.tsx';
import { SizeHelp } from './SizeHelp.tsx';
import { SizeTableModal } from './SizeTableModal.tsx';

/** Hash ids of the size tables (#sizeTable): the page's and the quick-buy popup's apart. */
const SIZE_TABLE_IDS = { page: 'sizeTable', popup: 'popupSizeTable' } as const;

interface Props {
  productId: string;
  context: keyof typeof SIZE_TABLE_IDS;
  /** The fit hint; null when the fit is unknown. */
  hint: string | null;
  hasTables: boolean;
  sizes: readonly SizeOption[];
  selected: string | null;
  onChange: (variantId: string) => void;
  invalid: boolean;
  describedBy: string;
}

/** The size choice with its fit hint and the size tables ('Größe wählen'), which pick a size too. */
export function SizePicker({ productId, context, hint, hasTables, ...choice }: Props) {
  const tables = useModal(SIZE_TABLE_IDS[context]);
  return (
    <>
      <SizeChoice {...choice} aside={<SizeHelp hint={hint} onOpenTables={hasTables ? tables.show : null} />} />
      {hasTables && (
        <SizeTableModal
          productId={productId}
          hint={hint}
          sizes={choice.sizes}
          selected={choice.selected}
          onSelect={(id) => {
            choice.onChange(id);
            tables.close();
          }}
          {...tables.modalProps}
        />
      )}
    </>
  );
}
