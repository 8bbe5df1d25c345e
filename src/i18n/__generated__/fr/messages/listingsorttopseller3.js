/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsorttopseller3Inputs */

const fr_listingsorttopseller3 = /** @type {(inputs: Listingsorttopseller3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meilleures ventes`)
};

/**

* @param {Listingsorttopseller3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingsorttopseller3 = fr_listingsorttopseller3;
export { listingsorttopseller3 as "listingSortTopSeller" }