import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './QrCode.tsx';

describe('<QrCode>', () => {
  it('draws every dark module once, inside a quiet zone', () => {
    const { data, size } = encode('SPC', { ecc: 'M', border: 0 });
    const dark = data.flat().filter(Boolean).length;
    const { path, modules } = qrPath('SPC');
    expect(modules).toBe(size + 8);
    expect(path.match(/M/g)).toHaveLength(dark);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true); // the finder pattern's corner
  });

  it('is an image of the given size with its name', () => {
    render(<QrCode value="SPC" label="QR-Code der Rechnung" />);
    const image = screen.getByRole('img', { name: 'QR-Code der Rechnung' });
    expect(image.getAttribute('width')).toBe('300');
    expect(image.getAttribute('height')).toBe('300');
  });
});
