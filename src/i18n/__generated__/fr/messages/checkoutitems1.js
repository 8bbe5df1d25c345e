/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutitems1Inputs */

const fr_checkoutitems1 = /** @type {(inputs: Checkoutitems1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos articles`)
};

/**

* @param {Checkoutitems1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutitems1 = fr_checkoutitems1;
export { checkoutitems1 as "checkoutItems" }