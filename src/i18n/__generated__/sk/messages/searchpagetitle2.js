/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Searchpagetitle2Inputs */

const sk_searchpagetitle2 = /** @type {(inputs: Searchpagetitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vyhľadávanie | ${i?.brand}`)
};

/**

* @param {Searchpagetitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const searchpagetitle2 = sk_searchpagetitle2;
export { searchpagetitle2 as "searchPageTitle" }