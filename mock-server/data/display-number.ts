/** 3 + 3 + 3 digits, each group optionally separated by a dot or a space: '123.456.789', '123 456 789'. */
const DISPLAY_NUMBER = /^(\d{3})[. ]?(\d{3})[. ]?(\d{3})$/;

/** The 9 digits of a well-formed display number, else null. Look them up in catalogue().byDisplayNumber. */
export function parseDisplayNumber(input: string): string | null {
  const match = DISPLAY_NUMBER.exec(input.trim());
  return match ? `${match[1]}${match[2]}${match[3]}` : null;
}
