/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlisttitle1Inputs */

const sk_wishlisttitle1 = /** @type {(inputs: Wishlisttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moje obľúbené`)
};

/**

* @param {Wishlisttitle1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishlisttitle1 = sk_wishlisttitle1;
export { wishlisttitle1 as "wishlistTitle" }