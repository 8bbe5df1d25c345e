/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistremove1Inputs */

const nl_wishlistremove1 = /** @type {(inputs: Wishlistremove1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwijderen`)
};

/**

* @param {Wishlistremove1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const wishlistremove1 = nl_wishlistremove1;
export { wishlistremove1 as "wishlistRemove" }