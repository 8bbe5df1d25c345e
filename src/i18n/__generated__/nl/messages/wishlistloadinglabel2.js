/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistloadinglabel2Inputs */

const nl_wishlistloadinglabel2 = /** @type {(inputs: Wishlistloadinglabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlanglijst wordt geladen`)
};

/**

* @param {Wishlistloadinglabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const wishlistloadinglabel2 = nl_wishlistloadinglabel2;
export { wishlistloadinglabel2 as "wishlistLoadingLabel" }