/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistsave1Inputs */

const nl_wishlistsave1 = /** @type {(inputs: Wishlistsave1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewaren`)
};

/**

* @param {Wishlistsave1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const wishlistsave1 = nl_wishlistsave1;
export { wishlistsave1 as "wishlistSave" }