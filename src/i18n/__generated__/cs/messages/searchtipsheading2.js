/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipsheading2Inputs */

const cs_searchtipsheading2 = /** @type {(inputs: Searchtipsheading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jak najdete, co hledáte`)
};

/**

* @param {Searchtipsheading2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const searchtipsheading2 = cs_searchtipsheading2;
export { searchtipsheading2 as "searchTipsHeading" }