/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistsave1Inputs */

const de_ch2_wishlistsave1 = /** @type {(inputs: Wishlistsave1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merken`)
};

/**

* @param {Wishlistsave1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const wishlistsave1 = de_ch2_wishlistsave1;
export { wishlistsave1 as "wishlistSave" }