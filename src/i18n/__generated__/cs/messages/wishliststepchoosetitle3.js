/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepchoosetitle3Inputs */

const cs_wishliststepchoosetitle3 = /** @type {(inputs: Wishliststepchoosetitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte zboží`)
};

/**

* @param {Wishliststepchoosetitle3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const wishliststepchoosetitle3 = cs_wishliststepchoosetitle3;
export { wishliststepchoosetitle3 as "wishlistStepChooseTitle" }