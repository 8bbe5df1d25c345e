/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipsheading2Inputs */

const fr_searchtipsheading2 = /** @type {(inputs: Searchtipsheading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour trouver ce que vous cherchez`)
};

/**

* @param {Searchtipsheading2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const searchtipsheading2 = fr_searchtipsheading2;
export { searchtipsheading2 as "searchTipsHeading" }