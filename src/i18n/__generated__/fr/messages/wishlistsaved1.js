/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistsaved1Inputs */

const fr_wishlistsaved1 = /** @type {(inputs: Wishlistsaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mémorisé`)
};

/**

* @param {Wishlistsaved1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const wishlistsaved1 = fr_wishlistsaved1;
export { wishlistsaved1 as "wishlistSaved" }