/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistsave1Inputs */

const fr_wishlistsave1 = /** @type {(inputs: Wishlistsave1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mémoriser`)
};

/**

* @param {Wishlistsave1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const wishlistsave1 = fr_wishlistsave1;
export { wishlistsave1 as "wishlistSave" }