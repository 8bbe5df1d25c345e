/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Tiledeliveryendof3Inputs */

const de_ch2_tiledeliveryendof3 = /** @type {(inputs: Tiledeliveryendof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`lieferbar Ende ${i?.month}`)
};

/**

* @param {Tiledeliveryendof3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tiledeliveryendof3 = de_ch2_tiledeliveryendof3;
export { tiledeliveryendof3 as "tileDeliveryEndOf" }