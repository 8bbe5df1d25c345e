/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistadded1Inputs */

const de_ch2_wishlistadded1 = /** @type {(inputs: Wishlistadded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel wurde zum Merkzettel hinzugefügt`)
};

/**

* @param {Wishlistadded1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const wishlistadded1 = de_ch2_wishlistadded1;
export { wishlistadded1 as "wishlistAdded" }