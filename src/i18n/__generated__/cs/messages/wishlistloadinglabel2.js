/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistloadinglabel2Inputs */

const cs_wishlistloadinglabel2 = /** @type {(inputs: Wishlistloadinglabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oblíbené se načítají`)
};

/**

* @param {Wishlistloadinglabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const wishlistloadinglabel2 = cs_wishlistloadinglabel2;
export { wishlistloadinglabel2 as "wishlistLoadingLabel" }