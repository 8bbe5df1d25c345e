/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepordertitle3Inputs */

const de_ch2_wishliststepordertitle3 = /** @type {(inputs: Wishliststepordertitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Später bestellen`)
};

/**

* @param {Wishliststepordertitle3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const wishliststepordertitle3 = de_ch2_wishliststepordertitle3;
export { wishliststepordertitle3 as "wishlistStepOrderTitle" }