/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ color: NonNullable<unknown> }} Checkoutcolor1Inputs */

const fr_checkoutcolor1 = /** @type {(inputs: Checkoutcolor1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Couleur : ${i?.color}`)
};

/**

* @param {Checkoutcolor1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutcolor1 = fr_checkoutcolor1;
export { checkoutcolor1 as "checkoutColor" }