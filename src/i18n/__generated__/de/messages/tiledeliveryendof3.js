/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Tiledeliveryendof3Inputs */

const de_tiledeliveryendof3 = /** @type {(inputs: Tiledeliveryendof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`lieferbar Ende ${i?.month}`)
};

/**

* @param {Tiledeliveryendof3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tiledeliveryendof3 = de_tiledeliveryendof3;
export { tiledeliveryendof3 as "tileDeliveryEndOf" }