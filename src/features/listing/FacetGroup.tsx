import { sortBySize } from '../../entities/product/sizeSort.ts';
import { visuallyHidden } from '../../ui/styles.ts';
import { FilterOption } from './FilterOption.tsx';
import type { Filter } from './useFilterSelection.ts';
import { fieldset, group, groupSummary, valueList } from './filterStyles.ts';

/** A filter with its values behind a disclosure, open while one of them is chosen. */
export function FacetGroup({ filter }: { filter: Filter }) {
  const selected = filter.values.filter((v) => v.selected).length;
  // Sizes in the shop's size order (xs, s, m, …, then numbers), whatever order the API sends.
  const values = filter.id === 'size' ? sortBySize(filter.values, (v) => v.name) : filter.values;
  return (
    <details className={group} open={selected > 0 || undefined}>
      <summary className={groupSummary}>
        {filter.name}
        {selected > 0 && ` (${selected})`}
      </summary>
      <fieldset className={fieldset}>
        <legend className={visuallyHidden}>{filter.name}</legend>
        <ul className={valueList}>
          {values.map((value) => (
            <li key={value.id}>
              <FilterOption filterId={filter.id} value={value} />
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
}
