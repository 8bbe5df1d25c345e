// Links of e-mails the mock pretends to send. The mock sends no mail, so the links' tokens
// follow documented forms that tests and developers can type (see mock-server/README.md).

/** Activation link of a new account: 'activate-<customerNumber>'. */
export const activationToken = (customerNumber: string) => `activate-${customerNumber}`;

export function parseActivationToken(token: string): string | null {
  return /^activate-(\d{6,8})$/.exec(token.trim())?.[1] ?? null;
}

/**
 * Password reset link: 'reset-<customerNumber>-<n>', any positive n, each usable once (a new
 * link is a new n). requestPasswordReset does not need to come first: the mock cannot mail it.
 */
export const resetToken = (customerNumber: string, n: number) => `reset-${customerNumber}-${n}`;

export function parseResetToken(token: string): { customerNumber: string; n: number } | null {
  const match = /^reset-(\d{6,8})-([1-9]\d{0,5})$/.exec(token.trim());
  return match ? { customerNumber: match[1]!, n: Number(match[2]) } : null;
}
