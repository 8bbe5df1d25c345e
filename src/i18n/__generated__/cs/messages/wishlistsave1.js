/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistsave1Inputs */

const cs_wishlistsave1 = /** @type {(inputs: Wishlistsave1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uložit`)
};

/**

* @param {Wishlistsave1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const wishlistsave1 = cs_wishlistsave1;
export { wishlistsave1 as "wishlistSave" }