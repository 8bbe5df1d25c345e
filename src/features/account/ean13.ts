// EAN-13 as bars ('1' dark, '0' light): start guard, six left digits in L/G codes chosen by the
// first digit, centre guard, six right digits in R codes, end guard; 95 modules plus quiet zones.

const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const G = L.map((code) =>
  [...code]
    .reverse()
    .map((bit) => (bit === '1' ? '0' : '1'))
    .join(''),
);
const R = L.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

export function ean13CheckDigit(twelve: string): number {
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** The bars of a valid 13-digit EAN with 9 modules of quiet zone each side; null otherwise. */
export function ean13Bars(code: string): string | null {
  if (!/^\d{13}$/.test(code) || ean13CheckDigit(code.slice(0, 12)) !== Number(code[12])) return null;
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits
    .slice(1, 7)
    .map((d, i) => (parity[i] === 'L' ? L[d] : G[d]))
    .join('');
  const right = digits
    .slice(7)
    .map((d) => R[d])
    .join('');
  const quiet = '0'.repeat(9);
  return `${quiet}101${left}01010${right}101${quiet}`;
}
