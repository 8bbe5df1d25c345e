/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listingsorttopseller3Inputs */

const sk_listingsorttopseller3 = /** @type {(inputs: Listingsorttopseller3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najpredávanejšie`)
};

/**

* @param {Listingsorttopseller3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingsorttopseller3 = sk_listingsorttopseller3;
export { listingsorttopseller3 as "listingSortTopSeller" }