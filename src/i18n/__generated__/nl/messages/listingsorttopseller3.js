/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsorttopseller3Inputs */

const nl_listingsorttopseller3 = /** @type {(inputs: Listingsorttopseller3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Populair`)
};

/**

* @param {Listingsorttopseller3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingsorttopseller3 = nl_listingsorttopseller3;
export { listingsorttopseller3 as "listingSortTopSeller" }