/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchheading1Inputs */

const cs_searchheading1 = /** @type {(inputs: Searchheading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyhledávání`)
};

/**

* @param {Searchheading1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const searchheading1 = cs_searchheading1;
export { searchheading1 as "searchHeading" }