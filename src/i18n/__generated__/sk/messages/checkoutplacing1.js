/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutplacing1Inputs */

const sk_checkoutplacing1 = /** @type {(inputs: Checkoutplacing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dokončujeme Vašu objednávku …`)
};

/**

* @param {Checkoutplacing1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutplacing1 = sk_checkoutplacing1;
export { checkoutplacing1 as "checkoutPlacing" }