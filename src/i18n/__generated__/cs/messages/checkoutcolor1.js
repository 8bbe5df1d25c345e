/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ color: NonNullable<unknown> }} Checkoutcolor1Inputs */

const cs_checkoutcolor1 = /** @type {(inputs: Checkoutcolor1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Barva: ${i?.color}`)
};

/**

* @param {Checkoutcolor1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutcolor1 = cs_checkoutcolor1;
export { checkoutcolor1 as "checkoutColor" }