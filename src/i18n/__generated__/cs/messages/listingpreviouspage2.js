/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingpreviouspage2Inputs */

const cs_listingpreviouspage2 = /** @type {(inputs: Listingpreviouspage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Předchozí stránka`)
};

/**

* @param {Listingpreviouspage2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const listingpreviouspage2 = cs_listingpreviouspage2;
export { listingpreviouspage2 as "listingPreviousPage" }