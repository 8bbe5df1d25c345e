/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipsheading2Inputs */

const de_searchtipsheading2 = /** @type {(inputs: Searchtipsheading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So finden Sie, was Sie suchen`)
};

/**

* @param {Searchtipsheading2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const searchtipsheading2 = de_searchtipsheading2;
export { searchtipsheading2 as "searchTipsHeading" }