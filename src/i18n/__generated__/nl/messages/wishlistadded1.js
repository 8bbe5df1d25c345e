/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistadded1Inputs */

const nl_wishlistadded1 = /** @type {(inputs: Wishlistadded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel is aan je verlanglijst toegevoegd`)
};

/**

* @param {Wishlistadded1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const wishlistadded1 = nl_wishlistadded1;
export { wishlistadded1 as "wishlistAdded" }