/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksheading1Inputs */

const sk_thanksheading1 = /** @type {(inputs: Thanksheading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ďakujeme za Vašu objednávku!`)
};

/**

* @param {Thanksheading1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thanksheading1 = sk_thanksheading1;
export { thanksheading1 as "thanksHeading" }