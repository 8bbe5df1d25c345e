/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortby2Inputs */

const fr_listingsortby2 = /** @type {(inputs: Listingsortby2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier par`)
};

/**

* @param {Listingsortby2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingsortby2 = fr_listingsortby2;
export { listingsortby2 as "listingSortBy" }