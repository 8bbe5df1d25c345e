/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistsaved1Inputs */

const sk_wishlistsaved1 = /** @type {(inputs: Wishlistsaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uložené`)
};

/**

* @param {Wishlistsaved1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishlistsaved1 = sk_wishlistsaved1;
export { wishlistsaved1 as "wishlistSaved" }