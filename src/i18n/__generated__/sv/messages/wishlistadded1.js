/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistadded1Inputs */

const sv_wishlistadded1 = /** @type {(inputs: Wishlistadded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Varan har lagts till i din önskelista`)
};

/**

* @param {Wishlistadded1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishlistadded1 = sv_wishlistadded1;
export { wishlistadded1 as "wishlistAdded" }