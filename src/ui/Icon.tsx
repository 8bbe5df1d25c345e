import { iconShape, ROTATION, type IconDirection, type IconName } from './iconSet.ts';

export type { IconDirection, IconName } from './iconSet.ts';

interface Props {
  name: IconName;
  size?: number;
  /** For direction icons (chevron): where it points; drawn pointing right. */
  direction?: IconDirection;
}

// Inline: no request, and it takes the text colour. Decorative: the control carries the name.
export function Icon({ name, size = 24, direction = 'right' }: Props) {
  const { d, filled, strokeWidth } = iconShape(name);
  const turn = ROTATION[direction];
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={d}
        transform={turn ? `rotate(${turn} 12 12)` : undefined}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
