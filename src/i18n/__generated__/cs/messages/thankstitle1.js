/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankstitle1Inputs */

const cs_thankstitle1 = /** @type {(inputs: Thankstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Děkujeme za Vaši objednávku`)
};

/**

* @param {Thankstitle1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thankstitle1 = cs_thankstitle1;
export { thankstitle1 as "thanksTitle" }