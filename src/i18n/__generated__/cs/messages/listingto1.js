/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingto1Inputs */

const cs_listingto1 = /** @type {(inputs: Listingto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`do`)
};

/**

* @param {Listingto1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingto1 = cs_listingto1;
export { listingto1 as "listingTo" }