/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankstitle1Inputs */

const fr_thankstitle1 = /** @type {(inputs: Thankstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci pour votre commande`)
};

/**

* @param {Thankstitle1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thankstitle1 = fr_thankstitle1;
export { thankstitle1 as "thanksTitle" }