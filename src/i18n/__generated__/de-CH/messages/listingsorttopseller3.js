/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsorttopseller3Inputs */

const de_ch2_listingsorttopseller3 = /** @type {(inputs: Listingsorttopseller3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topseller`)
};

/**

* @param {Listingsorttopseller3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const listingsorttopseller3 = de_ch2_listingsorttopseller3;
export { listingsorttopseller3 as "listingSortTopSeller" }