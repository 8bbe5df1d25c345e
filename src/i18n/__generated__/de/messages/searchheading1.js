/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchheading1Inputs */

const de_searchheading1 = /** @type {(inputs: Searchheading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suche`)
};

/**

* @param {Searchheading1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const searchheading1 = de_searchheading1;
export { searchheading1 as "searchHeading" }