/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantityLimit: NonNullable<unknown> }} Atb_Quantity_Limit_Exceeded24Inputs */

const sk_atb_quantity_limit_exceeded24 = /** @type {(inputs: Atb_Quantity_Limit_Exceeded24Inputs) => LocalizedString} */ (i) => {const quantityLimitPlural = registry.plural("sk", i?.quantityLimit, {});
	if (quantityLimitPlural === "one") return /** @type {LocalizedString} */ (`V košíku už máte ${i?.quantityLimit} kus tohto tovaru. Tým ste dosiahli maximálne množstvo.`);
	if (quantityLimitPlural === "few") return /** @type {LocalizedString} */ (`V košíku už máte ${i?.quantityLimit} kusy tohto tovaru. Tým ste dosiahli maximálne množstvo.`);
	if (quantityLimitPlural === "many") return /** @type {LocalizedString} */ (`V košíku už máte ${i?.quantityLimit} kusa tohto tovaru. Tým ste dosiahli maximálne množstvo.`);
	if (quantityLimitPlural === "other") return /** @type {LocalizedString} */ (`V košíku už máte ${i?.quantityLimit} kusov tohto tovaru. Tým ste dosiahli maximálne množstvo.`);
	return /** @type {LocalizedString} */ ("ATB_QUANTITY_LIMIT_EXCEEDED");
};

/**

* @param {Atb_Quantity_Limit_Exceeded24Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const atb_quantity_limit_exceeded24 = sk_atb_quantity_limit_exceeded24;
export { atb_quantity_limit_exceeded24 as "ATB_QUANTITY_LIMIT_EXCEEDED" }