/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistsave1Inputs */

const sv_wishlistsave1 = /** @type {(inputs: Wishlistsave1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spara`)
};

/**

* @param {Wishlistsave1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishlistsave1 = sv_wishlistsave1;
export { wishlistsave1 as "wishlistSave" }