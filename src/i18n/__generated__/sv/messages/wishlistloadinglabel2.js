/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistloadinglabel2Inputs */

const sv_wishlistloadinglabel2 = /** @type {(inputs: Wishlistloadinglabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Önskelistan laddas`)
};

/**

* @param {Wishlistloadinglabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishlistloadinglabel2 = sv_wishlistloadinglabel2;
export { wishlistloadinglabel2 as "wishlistLoadingLabel" }