/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksheading1Inputs */

const sv_thanksheading1 = /** @type {(inputs: Thanksheading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tack för din beställning!`)
};

/**

* @param {Thanksheading1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thanksheading1 = sv_thanksheading1;
export { thanksheading1 as "thanksHeading" }