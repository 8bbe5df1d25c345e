/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistremoved1Inputs */

const de_ch2_wishlistremoved1 = /** @type {(inputs: Wishlistremoved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel wurde vom Merkzettel entfernt`)
};

/**

* @param {Wishlistremoved1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const wishlistremoved1 = de_ch2_wishlistremoved1;
export { wishlistremoved1 as "wishlistRemoved" }