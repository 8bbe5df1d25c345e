/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistloadinglabel2Inputs */

const de_wishlistloadinglabel2 = /** @type {(inputs: Wishlistloadinglabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merkzettel wird geladen`)
};

/**

* @param {Wishlistloadinglabel2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const wishlistloadinglabel2 = de_wishlistloadinglabel2;
export { wishlistloadinglabel2 as "wishlistLoadingLabel" }