/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchheading1Inputs */

const sk_searchheading1 = /** @type {(inputs: Searchheading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyhľadávanie`)
};

/**

* @param {Searchheading1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const searchheading1 = sk_searchheading1;
export { searchheading1 as "searchHeading" }