/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutyourorder2Inputs */

const de_checkoutyourorder2 = /** @type {(inputs: Checkoutyourorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Bestellung`)
};

/**

* @param {Checkoutyourorder2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutyourorder2 = de_checkoutyourorder2;
export { checkoutyourorder2 as "checkoutYourOrder" }