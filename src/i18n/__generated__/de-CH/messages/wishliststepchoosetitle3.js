/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepchoosetitle3Inputs */

const de_ch2_wishliststepchoosetitle3 = /** @type {(inputs: Wishliststepchoosetitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel auswählen`)
};

/**

* @param {Wishliststepchoosetitle3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const wishliststepchoosetitle3 = de_ch2_wishliststepchoosetitle3;
export { wishliststepchoosetitle3 as "wishlistStepChooseTitle" }