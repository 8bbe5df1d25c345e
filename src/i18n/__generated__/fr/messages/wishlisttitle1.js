/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlisttitle1Inputs */

const fr_wishlisttitle1 = /** @type {(inputs: Wishlisttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes favoris`)
};

/**

* @param {Wishlisttitle1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const wishlisttitle1 = fr_wishlisttitle1;
export { wishlisttitle1 as "wishlistTitle" }