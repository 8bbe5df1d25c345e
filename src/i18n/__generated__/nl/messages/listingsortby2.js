/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortby2Inputs */

const nl_listingsortby2 = /** @type {(inputs: Listingsortby2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorteren op`)
};

/**

* @param {Listingsortby2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingsortby2 = nl_listingsortby2;
export { listingsortby2 as "listingSortBy" }