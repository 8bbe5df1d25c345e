// Products the e2e tests rely on; the mock's fixture test keeps their properties stable.
import { KNOWN } from '../../mock-server/data/fixtures.ts';

export const PRODUCT_WITH_SIZES = KNOWN.availableProduct;
export const UNKNOWN_PRODUCT = 'P999999';
