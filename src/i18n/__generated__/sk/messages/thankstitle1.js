/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankstitle1Inputs */

const sk_thankstitle1 = /** @type {(inputs: Thankstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ďakujeme za Vašu objednávku`)
};

/**

* @param {Thankstitle1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thankstitle1 = sk_thankstitle1;
export { thankstitle1 as "thanksTitle" }