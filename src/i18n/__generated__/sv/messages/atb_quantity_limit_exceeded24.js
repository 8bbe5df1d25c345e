/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantityLimit: NonNullable<unknown> }} Atb_Quantity_Limit_Exceeded24Inputs */

const sv_atb_quantity_limit_exceeded24 = /** @type {(inputs: Atb_Quantity_Limit_Exceeded24Inputs) => LocalizedString} */ (i) => {const quantityLimitPlural = registry.plural("sv", i?.quantityLimit, {});
	if (quantityLimitPlural === "one") return /** @type {LocalizedString} */ (`Du har redan den här artikeln ${i?.quantityLimit} gång i varukorgen. Det är maxantalet.`);
	if (quantityLimitPlural === "other") return /** @type {LocalizedString} */ (`Du har redan den här artikeln ${i?.quantityLimit} gånger i varukorgen. Det är maxantalet.`);
	return /** @type {LocalizedString} */ ("ATB_QUANTITY_LIMIT_EXCEEDED");
};

/**

* @param {Atb_Quantity_Limit_Exceeded24Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const atb_quantity_limit_exceeded24 = sv_atb_quantity_limit_exceeded24;
export { atb_quantity_limit_exceeded24 as "ATB_QUANTITY_LIMIT_EXCEEDED" }