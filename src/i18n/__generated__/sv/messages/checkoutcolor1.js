/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ color: NonNullable<unknown> }} Checkoutcolor1Inputs */

const sv_checkoutcolor1 = /** @type {(inputs: Checkoutcolor1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Färg: ${i?.color}`)
};

/**

* @param {Checkoutcolor1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutcolor1 = sv_checkoutcolor1;
export { checkoutcolor1 as "checkoutColor" }