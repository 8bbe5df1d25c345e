/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistsaved1Inputs */

const sv_wishlistsaved1 = /** @type {(inputs: Wishlistsaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sparad`)
};

/**

* @param {Wishlistsaved1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishlistsaved1 = sv_wishlistsaved1;
export { wishlistsaved1 as "wishlistSaved" }