import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentIcon } from './ContentIcon.tsx';
import { CONTENT_ICON_SET, isContentIcon } from './contentIconSet.ts';

describe('ContentIcon', () => {
  it('draws the named content icon, hidden from screen readers', () => {
    const { container } = render(<ContentIcon name="phone" size={20} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('20');
    expect(svg.querySelector('path')!.getAttribute('d')).toBe(CONTENT_ICON_SET.phone.d);
  });
  it('fills the filled ones', () => {
    const { container } = render(<ContentIcon name="play" />);
    expect(container.querySelector('path')!.getAttribute('fill')).toBe('currentColor');
  });
  it('knows which names are content icons', () => {
    expect(isContentIcon('mail')).toBe(true);
    expect(isContentIcon('heart')).toBe(false);
  });
});
