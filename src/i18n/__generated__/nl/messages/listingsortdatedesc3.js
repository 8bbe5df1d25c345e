/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortdatedesc3Inputs */

const nl_listingsortdatedesc3 = /** @type {(inputs: Listingsortdatedesc3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nieuw`)
};

/**

* @param {Listingsortdatedesc3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingsortdatedesc3 = nl_listingsortdatedesc3;
export { listingsortdatedesc3 as "listingSortDateDesc" }