/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipsheading2Inputs */

const nl_searchtipsheading2 = /** @type {(inputs: Searchtipsheading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zo vind je wat je zoekt`)
};

/**

* @param {Searchtipsheading2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const searchtipsheading2 = nl_searchtipsheading2;
export { searchtipsheading2 as "searchTipsHeading" }