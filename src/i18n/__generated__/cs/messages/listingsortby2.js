/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortby2Inputs */

const cs_listingsortby2 = /** @type {(inputs: Listingsortby2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Řadit podle`)
};

/**

* @param {Listingsortby2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingsortby2 = cs_listingsortby2;
export { listingsortby2 as "listingSortBy" }