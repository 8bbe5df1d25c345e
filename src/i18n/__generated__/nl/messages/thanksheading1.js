/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksheading1Inputs */

const nl_thanksheading1 = /** @type {(inputs: Thanksheading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bedankt voor je bestelling!`)
};

/**

* @param {Thanksheading1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thanksheading1 = nl_thanksheading1;
export { thanksheading1 as "thanksHeading" }