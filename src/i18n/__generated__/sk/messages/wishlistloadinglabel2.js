/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistloadinglabel2Inputs */

const sk_wishlistloadinglabel2 = /** @type {(inputs: Wishlistloadinglabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obľúbené sa načítavajú`)
};

/**

* @param {Wishlistloadinglabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishlistloadinglabel2 = sk_wishlistloadinglabel2;
export { wishlistloadinglabel2 as "wishlistLoadingLabel" }