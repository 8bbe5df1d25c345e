/** The shop's customer-service address: 'service@' + the shop's domain (its host without 'www.'). */
export function serviceEmailOf(host: string): string {
  return `service@${new URL(host).hostname.replace(/^www\./, '')}`;
}
