/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortdatedesc3Inputs */

const de_ch2_listingsortdatedesc3 = /** @type {(inputs: Listingsortdatedesc3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuheiten`)
};

/**

* @param {Listingsortdatedesc3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const listingsortdatedesc3 = de_ch2_listingsortdatedesc3;
export { listingsortdatedesc3 as "listingSortDateDesc" }