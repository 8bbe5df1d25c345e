// Business constants of the buy box (specification section 9), in cents where they are money.

/** Freight for goods delivered by a forwarding agent, once per order. */
export const FORWARDING_AGENT_FEE = 1790;
/** Take-away of an old mattress or slatted frame, per piece. */
export const DISPOSAL_SERVICE_FEE = 2999;
/** Pieces of one article a basket may hold. */
export const MAX_QUANTITY_PER_ARTICLE = 20;
/** Scarcity notice from 1 up to this many pieces. */
export const SCARCITY_MAX = 8;
