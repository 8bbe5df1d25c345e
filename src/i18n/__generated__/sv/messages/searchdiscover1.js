/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchdiscover1Inputs */

const sv_searchdiscover1 = /** @type {(inputs: Searchdiscover1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upptäck kategorier`)
};

/**

* @param {Searchdiscover1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const searchdiscover1 = sv_searchdiscover1;
export { searchdiscover1 as "searchDiscover" }