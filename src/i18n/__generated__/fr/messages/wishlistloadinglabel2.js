/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistloadinglabel2Inputs */

const fr_wishlistloadinglabel2 = /** @type {(inputs: Wishlistloadinglabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des favoris`)
};

/**

* @param {Wishlistloadinglabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const wishlistloadinglabel2 = fr_wishlistloadinglabel2;
export { wishlistloadinglabel2 as "wishlistLoadingLabel" }