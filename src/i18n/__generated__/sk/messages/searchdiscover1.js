/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchdiscover1Inputs */

const sk_searchdiscover1 = /** @type {(inputs: Searchdiscover1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objavte kategórie`)
};

/**

* @param {Searchdiscover1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const searchdiscover1 = sk_searchdiscover1;
export { searchdiscover1 as "searchDiscover" }