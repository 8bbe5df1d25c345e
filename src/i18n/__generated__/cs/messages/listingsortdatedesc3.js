/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortdatedesc3Inputs */

const cs_listingsortdatedesc3 = /** @type {(inputs: Listingsortdatedesc3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novinky`)
};

/**

* @param {Listingsortdatedesc3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingsortdatedesc3 = cs_listingsortdatedesc3;
export { listingsortdatedesc3 as "listingSortDateDesc" }