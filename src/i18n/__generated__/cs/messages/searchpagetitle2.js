/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Searchpagetitle2Inputs */

const cs_searchpagetitle2 = /** @type {(inputs: Searchpagetitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vyhledávání | ${i?.brand}`)
};

/**

* @param {Searchpagetitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const searchpagetitle2 = cs_searchpagetitle2;
export { searchpagetitle2 as "searchPageTitle" }