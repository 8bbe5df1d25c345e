/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchdiscover1Inputs */

const nl_searchdiscover1 = /** @type {(inputs: Searchdiscover1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontdek onze categorieën`)
};

/**

* @param {Searchdiscover1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const searchdiscover1 = nl_searchdiscover1;
export { searchdiscover1 as "searchDiscover" }