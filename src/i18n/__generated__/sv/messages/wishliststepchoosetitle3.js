/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepchoosetitle3Inputs */

const sv_wishliststepchoosetitle3 = /** @type {(inputs: Wishliststepchoosetitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Välj varor`)
};

/**

* @param {Wishliststepchoosetitle3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishliststepchoosetitle3 = sv_wishliststepchoosetitle3;
export { wishliststepchoosetitle3 as "wishlistStepChooseTitle" }