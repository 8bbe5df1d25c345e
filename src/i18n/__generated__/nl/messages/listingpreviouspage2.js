/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingpreviouspage2Inputs */

const nl_listingpreviouspage2 = /** @type {(inputs: Listingpreviouspage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorige pagina`)
};

/**

* @param {Listingpreviouspage2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingpreviouspage2 = nl_listingpreviouspage2;
export { listingpreviouspage2 as "listingPreviousPage" }