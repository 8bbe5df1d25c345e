/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantityLimit: NonNullable<unknown> }} Atb_Quantity_Limit_Exceeded24Inputs */

const cs_atb_quantity_limit_exceeded24 = /** @type {(inputs: Atb_Quantity_Limit_Exceeded24Inputs) => LocalizedString} */ (i) => {const quantityLimitPlural = registry.plural("cs", i?.quantityLimit, {});
	if (quantityLimitPlural === "one") return /** @type {LocalizedString} */ (`V košíku už máte ${i?.quantityLimit} kus tohoto zboží. Tím je dosaženo maximálního množství.`);
	if (quantityLimitPlural === "few") return /** @type {LocalizedString} */ (`V košíku už máte ${i?.quantityLimit} kusy tohoto zboží. Tím je dosaženo maximálního množství.`);
	if (quantityLimitPlural === "many") return /** @type {LocalizedString} */ (`V košíku už máte ${i?.quantityLimit} kusu tohoto zboží. Tím je dosaženo maximálního množství.`);
	if (quantityLimitPlural === "other") return /** @type {LocalizedString} */ (`V košíku už máte ${i?.quantityLimit} kusů tohoto zboží. Tím je dosaženo maximálního množství.`);
	return /** @type {LocalizedString} */ ("ATB_QUANTITY_LIMIT_EXCEEDED");
};

/**

* @param {Atb_Quantity_Limit_Exceeded24Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const atb_quantity_limit_exceeded24 = cs_atb_quantity_limit_exceeded24;
export { atb_quantity_limit_exceeded24 as "ATB_QUANTITY_LIMIT_EXCEEDED" }