// A recommended product's tracking string (section 3): 'service|outputElementID|group|campaign|campaignElement'.

export interface TrackingToken {
  service: string;
  outputElementID: string;
  /** The list detail, e.g. outfit, similarProducts, lastSeen. */
  group: string;
  campaign: string;
  campaignElement: string;
}

/** The token's parts; missing parts are empty strings, no token gives null. */
export function parseTrackingToken(token: string | null | undefined): TrackingToken | null {
  if (!token) return null;
  const [service = '', outputElementID = '', group = '', campaign = '', campaignElement = ''] = token.split('|');
  return { service, outputElementID, group, campaign, campaignElement };
}

/** outfitID is numeric, else null. */
export function outfitIdOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && /^\d+$/.test(String(value).trim()) ? n : null;
}
