/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlisttitle1Inputs */

const de_ch2_wishlisttitle1 = /** @type {(inputs: Wishlisttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mein Merkzettel`)
};

/**

* @param {Wishlisttitle1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const wishlisttitle1 = de_ch2_wishlisttitle1;
export { wishlisttitle1 as "wishlistTitle" }