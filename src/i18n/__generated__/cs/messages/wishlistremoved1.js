/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistremoved1Inputs */

const cs_wishlistremoved1 = /** @type {(inputs: Wishlistremoved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zboží bylo odebráno z oblíbených`)
};

/**

* @param {Wishlistremoved1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const wishlistremoved1 = cs_wishlistremoved1;
export { wishlistremoved1 as "wishlistRemoved" }