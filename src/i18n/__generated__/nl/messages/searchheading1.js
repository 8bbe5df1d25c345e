/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchheading1Inputs */

const nl_searchheading1 = /** @type {(inputs: Searchheading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoeken`)
};

/**

* @param {Searchheading1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const searchheading1 = nl_searchheading1;
export { searchheading1 as "searchHeading" }