/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsort1Inputs */

const sk_listingsort1 = /** @type {(inputs: Listingsort1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoradiť`)
};

/**

* @param {Listingsort1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingsort1 = sk_listingsort1;
export { listingsort1 as "listingSort" }