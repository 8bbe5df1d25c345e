/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepchoosetitle3Inputs */

const sk_wishliststepchoosetitle3 = /** @type {(inputs: Wishliststepchoosetitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte si tovar`)
};

/**

* @param {Wishliststepchoosetitle3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishliststepchoosetitle3 = sk_wishliststepchoosetitle3;
export { wishliststepchoosetitle3 as "wishlistStepChooseTitle" }