/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Checkoutsize1Inputs */

const nl_checkoutsize1 = /** @type {(inputs: Checkoutsize1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maat: ${i?.size}`)
};

/**

* @param {Checkoutsize1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutsize1 = nl_checkoutsize1;
export { checkoutsize1 as "checkoutSize" }