import { useEffect, useRef } from 'react';
import type { FilterValue } from './useFilterSelection.ts';
import { checkbox, count, option, swatch } from './filterStyles.ts';

/** One filter value as a checkbox with its colour swatch (if any) and its product count. */
export function FilterOption({ filterId, value }: { filterId: string; value: FilterValue }) {
  return (
    <label className={option}>
      <Checkbox name={filterId} value={value.id} checked={value.selected} />
      {value.colorCode && (
        // A fill attribute, not a style: the shop's CSP allows no style attributes.
        <svg className={swatch} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="9.5" fill={value.colorCode} stroke="currentColor" strokeOpacity="0.3" />
        </svg>
      )}
      {/* Whole strings: parts side by side would each be a text node, with a marker between them in the server's HTML. */}
      <span>
        {`${value.name} `}
        <span className={count}>{`(${value.count})`}</span>
      </span>
    </label>
  );
}

/**
 * Uncontrolled so a click shows at once; follows the server's answer when the URL changes. Not
 * at hydration: a box clicked before it is the shopper's choice, which the form then applies.
 */
function Checkbox({ name, value, checked }: { name: string; value: string; checked: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (ref.current) ref.current.checked = checked;
  }, [checked]);
  return <input ref={ref} type="checkbox" name={name} value={value} defaultChecked={checked} className={checkbox} />;
}
