/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Tiledeliverymidof3Inputs */

const nl_tiledeliverymidof3 = /** @type {(inputs: Tiledeliverymidof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`leverbaar half ${i?.month}`)
};

/**

* @param {Tiledeliverymidof3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tiledeliverymidof3 = nl_tiledeliverymidof3;
export { tiledeliverymidof3 as "tileDeliveryMidOf" }