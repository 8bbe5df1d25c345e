/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingpreviouspage2Inputs */

const sv_listingpreviouspage2 = /** @type {(inputs: Listingpreviouspage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Föregående sida`)
};

/**

* @param {Listingpreviouspage2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingpreviouspage2 = sv_listingpreviouspage2;
export { listingpreviouspage2 as "listingPreviousPage" }