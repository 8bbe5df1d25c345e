/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistadded1Inputs */

const fr_wishlistadded1 = /** @type {(inputs: Wishlistadded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Article ajouté à vos favoris`)
};

/**

* @param {Wishlistadded1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const wishlistadded1 = fr_wishlistadded1;
export { wishlistadded1 as "wishlistAdded" }