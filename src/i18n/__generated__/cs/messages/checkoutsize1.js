/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Checkoutsize1Inputs */

const cs_checkoutsize1 = /** @type {(inputs: Checkoutsize1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Velikost: ${i?.size}`)
};

/**

* @param {Checkoutsize1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutsize1 = cs_checkoutsize1;
export { checkoutsize1 as "checkoutSize" }