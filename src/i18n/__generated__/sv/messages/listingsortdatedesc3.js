/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortdatedesc3Inputs */

const sv_listingsortdatedesc3 = /** @type {(inputs: Listingsortdatedesc3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nyheter`)
};

/**

* @param {Listingsortdatedesc3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingsortdatedesc3 = sv_listingsortdatedesc3;
export { listingsortdatedesc3 as "listingSortDateDesc" }