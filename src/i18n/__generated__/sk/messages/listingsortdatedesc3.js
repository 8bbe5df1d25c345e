/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortdatedesc3Inputs */

const sk_listingsortdatedesc3 = /** @type {(inputs: Listingsortdatedesc3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novinky`)
};

/**

* @param {Listingsortdatedesc3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingsortdatedesc3 = sk_listingsortdatedesc3;
export { listingsortdatedesc3 as "listingSortDateDesc" }