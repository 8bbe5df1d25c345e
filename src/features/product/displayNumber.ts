/** Article numbers are shown in groups of three digits: '658363537' → '658 363 537'. */
export function formatDisplayNumber(displayNumber: string): string {
  const digits = displayNumber.replace(/\D/g, '');
  return digits.length === 9 ? digits.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3') : displayNumber;
}
