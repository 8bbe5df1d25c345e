/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksheading1Inputs */

const cs_thanksheading1 = /** @type {(inputs: Thanksheading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Děkujeme za Vaši objednávku!`)
};

/**

* @param {Thanksheading1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thanksheading1 = cs_thanksheading1;
export { thanksheading1 as "thanksHeading" }