/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksheading1Inputs */

const fr_thanksheading1 = /** @type {(inputs: Thanksheading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci pour votre commande !`)
};

/**

* @param {Thanksheading1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thanksheading1 = fr_thanksheading1;
export { thanksheading1 as "thanksHeading" }