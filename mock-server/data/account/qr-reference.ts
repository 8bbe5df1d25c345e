// Swiss QR-bill reference: 26 digits plus a check digit computed with the recursive modulo 10
// algorithm of the Swiss payment standards.

const TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];

export function mod10CheckDigit(digits: string): number {
  let carry = 0;
  for (const digit of digits) carry = TABLE[(carry + Number(digit)) % 10]!;
  return (10 - carry) % 10;
}

/** The 27-digit QR reference for a number (only its digits count, left-padded with zeros). */
export function qrReference(number: string): string {
  const body = number.replace(/\D/g, '').padStart(26, '0').slice(-26);
  return `${body}${mod10CheckDigit(body)}`;
}
