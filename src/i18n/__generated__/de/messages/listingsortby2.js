/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortby2Inputs */

const de_listingsortby2 = /** @type {(inputs: Listingsortby2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sortieren nach`)
};

/**

* @param {Listingsortby2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const listingsortby2 = de_listingsortby2;
export { listingsortby2 as "listingSortBy" }