/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistremove1Inputs */

const fr_wishlistremove1 = /** @type {(inputs: Wishlistremove1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

/**

* @param {Wishlistremove1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const wishlistremove1 = fr_wishlistremove1;
export { wishlistremove1 as "wishlistRemove" }