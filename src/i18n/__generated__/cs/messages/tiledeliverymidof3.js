/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Tiledeliverymidof3Inputs */

const cs_tiledeliverymidof3 = /** @type {(inputs: Tiledeliverymidof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dodání v polovině ${i?.month}`)
};

/**

* @param {Tiledeliverymidof3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tiledeliverymidof3 = cs_tiledeliverymidof3;
export { tiledeliverymidof3 as "tileDeliveryMidOf" }