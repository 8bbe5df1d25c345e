/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepsavetitle3Inputs */

const de_ch2_wishliststepsavetitle3 = /** @type {(inputs: Wishliststepsavetitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merken`)
};

/**

* @param {Wishliststepsavetitle3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const wishliststepsavetitle3 = de_ch2_wishliststepsavetitle3;
export { wishliststepsavetitle3 as "wishlistStepSaveTitle" }