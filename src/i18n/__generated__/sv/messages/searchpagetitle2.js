/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Searchpagetitle2Inputs */

const sv_searchpagetitle2 = /** @type {(inputs: Searchpagetitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sök | ${i?.brand}`)
};

/**

* @param {Searchpagetitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const searchpagetitle2 = sv_searchpagetitle2;
export { searchpagetitle2 as "searchPageTitle" }