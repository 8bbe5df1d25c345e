/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingto1Inputs */

const fr_listingto1 = /** @type {(inputs: Listingto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à`)
};

/**

* @param {Listingto1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingto1 = fr_listingto1;
export { listingto1 as "listingTo" }