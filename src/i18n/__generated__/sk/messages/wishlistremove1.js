/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistremove1Inputs */

const sk_wishlistremove1 = /** @type {(inputs: Wishlistremove1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odstrániť`)
};

/**

* @param {Wishlistremove1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishlistremove1 = sk_wishlistremove1;
export { wishlistremove1 as "wishlistRemove" }