/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistremove1Inputs */

const de_wishlistremove1 = /** @type {(inputs: Wishlistremove1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

/**

* @param {Wishlistremove1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const wishlistremove1 = de_wishlistremove1;
export { wishlistremove1 as "wishlistRemove" }