/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutyourorder2Inputs */

const fr_checkoutyourorder2 = /** @type {(inputs: Checkoutyourorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande`)
};

/**

* @param {Checkoutyourorder2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutyourorder2 = fr_checkoutyourorder2;
export { checkoutyourorder2 as "checkoutYourOrder" }