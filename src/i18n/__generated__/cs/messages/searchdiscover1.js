/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchdiscover1Inputs */

const cs_searchdiscover1 = /** @type {(inputs: Searchdiscover1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objevte kategorie`)
};

/**

* @param {Searchdiscover1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const searchdiscover1 = cs_searchdiscover1;
export { searchdiscover1 as "searchDiscover" }