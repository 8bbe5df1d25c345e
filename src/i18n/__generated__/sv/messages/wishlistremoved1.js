/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistremoved1Inputs */

const sv_wishlistremoved1 = /** @type {(inputs: Wishlistremoved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Varan har tagits bort från din önskelista`)
};

/**

* @param {Wishlistremoved1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishlistremoved1 = sv_wishlistremoved1;
export { wishlistremoved1 as "wishlistRemoved" }