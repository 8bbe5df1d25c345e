/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistremoved1Inputs */

const sk_wishlistremoved1 = /** @type {(inputs: Wishlistremoved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tovar bol odstránený z obľúbených`)
};

/**

* @param {Wishlistremoved1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishlistremoved1 = sk_wishlistremoved1;
export { wishlistremoved1 as "wishlistRemoved" }