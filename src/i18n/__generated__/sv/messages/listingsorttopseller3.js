/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsorttopseller3Inputs */

const sv_listingsorttopseller3 = /** @type {(inputs: Listingsorttopseller3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Populärast`)
};

/**

* @param {Listingsorttopseller3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingsorttopseller3 = sv_listingsorttopseller3;
export { listingsorttopseller3 as "listingSortTopSeller" }