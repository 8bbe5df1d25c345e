/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Deliverymidof2Inputs */

const de_ch2_deliverymidof2 = /** @type {(inputs: Deliverymidof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`lieferbar Mitte ${i?.month}`)
};

/**

* @param {Deliverymidof2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const deliverymidof2 = de_ch2_deliverymidof2;
export { deliverymidof2 as "deliveryMidOf" }