/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutlastname2Inputs */

const fr_checkoutlastname2 = /** @type {(inputs: Checkoutlastname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

/**

* @param {Checkoutlastname2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutlastname2 = fr_checkoutlastname2;
export { checkoutlastname2 as "checkoutLastName" }