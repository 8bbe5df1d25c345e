/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistremove1Inputs */

const cs_wishlistremove1 = /** @type {(inputs: Wishlistremove1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odebrat`)
};

/**

* @param {Wishlistremove1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const wishlistremove1 = cs_wishlistremove1;
export { wishlistremove1 as "wishlistRemove" }