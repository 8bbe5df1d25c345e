/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchdiscover1Inputs */

const de_searchdiscover1 = /** @type {(inputs: Searchdiscover1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategorien entdecken`)
};

/**

* @param {Searchdiscover1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const searchdiscover1 = de_searchdiscover1;
export { searchdiscover1 as "searchDiscover" }