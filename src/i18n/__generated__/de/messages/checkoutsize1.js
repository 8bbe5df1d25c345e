/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Checkoutsize1Inputs */

const de_checkoutsize1 = /** @type {(inputs: Checkoutsize1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Größe: ${i?.size}`)
};

/**

* @param {Checkoutsize1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutsize1 = de_checkoutsize1;
export { checkoutsize1 as "checkoutSize" }