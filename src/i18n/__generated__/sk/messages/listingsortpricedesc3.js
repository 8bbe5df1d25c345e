/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortpricedesc3Inputs */

const sk_listingsortpricedesc3 = /** @type {(inputs: Listingsortpricedesc3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najvyššia cena`)
};

/**

* @param {Listingsortpricedesc3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingsortpricedesc3 = sk_listingsortpricedesc3;
export { listingsortpricedesc3 as "listingSortPriceDesc" }