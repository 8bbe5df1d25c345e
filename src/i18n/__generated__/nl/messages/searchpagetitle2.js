/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Searchpagetitle2Inputs */

const nl_searchpagetitle2 = /** @type {(inputs: Searchpagetitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zoeken | ${i?.brand}`)
};

/**

* @param {Searchpagetitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const searchpagetitle2 = nl_searchpagetitle2;
export { searchpagetitle2 as "searchPageTitle" }