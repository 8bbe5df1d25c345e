/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlisttitle1Inputs */

const sv_wishlisttitle1 = /** @type {(inputs: Wishlisttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Min önskelista`)
};

/**

* @param {Wishlisttitle1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishlisttitle1 = sv_wishlisttitle1;
export { wishlisttitle1 as "wishlistTitle" }