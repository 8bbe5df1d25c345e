/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchheading1Inputs */

const sv_searchheading1 = /** @type {(inputs: Searchheading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sök`)
};

/**

* @param {Searchheading1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const searchheading1 = sv_searchheading1;
export { searchheading1 as "searchHeading" }