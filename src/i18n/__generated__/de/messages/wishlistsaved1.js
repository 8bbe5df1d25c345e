/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistsaved1Inputs */

const de_wishlistsaved1 = /** @type {(inputs: Wishlistsaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemerkt`)
};

/**

* @param {Wishlistsaved1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const wishlistsaved1 = de_wishlistsaved1;
export { wishlistsaved1 as "wishlistSaved" }