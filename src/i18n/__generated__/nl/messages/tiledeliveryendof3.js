/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Tiledeliveryendof3Inputs */

const nl_tiledeliveryendof3 = /** @type {(inputs: Tiledeliveryendof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`leverbaar eind ${i?.month}`)
};

/**

* @param {Tiledeliveryendof3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tiledeliveryendof3 = nl_tiledeliveryendof3;
export { tiledeliveryendof3 as "tileDeliveryEndOf" }