/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlisttitle1Inputs */

const nl_wishlisttitle1 = /** @type {(inputs: Wishlisttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mijn verlanglijst`)
};

/**

* @param {Wishlisttitle1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const wishlisttitle1 = nl_wishlisttitle1;
export { wishlisttitle1 as "wishlistTitle" }