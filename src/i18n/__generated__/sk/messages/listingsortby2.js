/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsortby2Inputs */

const sk_listingsortby2 = /** @type {(inputs: Listingsortby2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoradiť podľa`)
};

/**

* @param {Listingsortby2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingsortby2 = sk_listingsortby2;
export { listingsortby2 as "listingSortBy" }