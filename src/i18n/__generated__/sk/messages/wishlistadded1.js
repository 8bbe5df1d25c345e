/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistadded1Inputs */

const sk_wishlistadded1 = /** @type {(inputs: Wishlistadded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tovar bol pridaný do obľúbených`)
};

/**

* @param {Wishlistadded1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishlistadded1 = sk_wishlistadded1;
export { wishlistadded1 as "wishlistAdded" }