/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistremoved1Inputs */

const nl_wishlistremoved1 = /** @type {(inputs: Wishlistremoved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel is van je verlanglijst verwijderd`)
};

/**

* @param {Wishlistremoved1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const wishlistremoved1 = nl_wishlistremoved1;
export { wishlistremoved1 as "wishlistRemoved" }