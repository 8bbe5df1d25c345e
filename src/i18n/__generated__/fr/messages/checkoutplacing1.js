/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutplacing1Inputs */

const fr_checkoutplacing1 = /** @type {(inputs: Checkoutplacing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finalisation de votre commande …`)
};

/**

* @param {Checkoutplacing1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutplacing1 = fr_checkoutplacing1;
export { checkoutplacing1 as "checkoutPlacing" }