/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingto1Inputs */

const sk_listingto1 = /** @type {(inputs: Listingto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`do`)
};

/**

* @param {Listingto1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingto1 = sk_listingto1;
export { listingto1 as "listingTo" }