/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingpreviouspage2Inputs */

const de_listingpreviouspage2 = /** @type {(inputs: Listingpreviouspage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorherige Seite`)
};

/**

* @param {Listingpreviouspage2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const listingpreviouspage2 = de_listingpreviouspage2;
export { listingpreviouspage2 as "listingPreviousPage" }