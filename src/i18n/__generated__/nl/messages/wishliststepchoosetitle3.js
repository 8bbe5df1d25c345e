/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepchoosetitle3Inputs */

const nl_wishliststepchoosetitle3 = /** @type {(inputs: Wishliststepchoosetitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikelen kiezen`)
};

/**

* @param {Wishliststepchoosetitle3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const wishliststepchoosetitle3 = nl_wishliststepchoosetitle3;
export { wishliststepchoosetitle3 as "wishlistStepChooseTitle" }