/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingpreviouspage2Inputs */

const fr_listingpreviouspage2 = /** @type {(inputs: Listingpreviouspage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page précédente`)
};

/**

* @param {Listingpreviouspage2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingpreviouspage2 = fr_listingpreviouspage2;
export { listingpreviouspage2 as "listingPreviousPage" }