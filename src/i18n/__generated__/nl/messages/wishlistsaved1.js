/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistsaved1Inputs */

const nl_wishlistsaved1 = /** @type {(inputs: Wishlistsaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewaard`)
};

/**

* @param {Wishlistsaved1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const wishlistsaved1 = nl_wishlistsaved1;
export { wishlistsaved1 as "wishlistSaved" }