/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutitems1Inputs */

const de_checkoutitems1 = /** @type {(inputs: Checkoutitems1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Artikel`)
};

/**

* @param {Checkoutitems1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutitems1 = de_checkoutitems1;
export { checkoutitems1 as "checkoutItems" }