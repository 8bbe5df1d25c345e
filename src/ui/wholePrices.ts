import { createContext } from 'react';

/**
 * Whether the shop family writes whole prices as 'X,-' (the tenant's option): the layout provides
 * it, every Price reads it. A module of its own, so the frame does not load the price code.
 */
export const WholePricesAsDash = createContext(false);
