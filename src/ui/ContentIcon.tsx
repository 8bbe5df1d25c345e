import { CONTENT_ICON_SET, type ContentIconName } from './contentIconSet.ts';

/** An icon of the content set, drawn like Icon: inline, in the text colour, decorative. */
export function ContentIcon({ name, size = 24 }: { name: ContentIconName; size?: number }) {
  const shape: { d: string; filled?: boolean; strokeWidth?: number } = CONTENT_ICON_SET[name];
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={shape.d}
        fill={shape.filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={shape.strokeWidth ?? 1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
