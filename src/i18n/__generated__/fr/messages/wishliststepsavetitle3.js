/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepsavetitle3Inputs */

const fr_wishliststepsavetitle3 = /** @type {(inputs: Wishliststepsavetitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mémoriser`)
};

/**

* @param {Wishliststepsavetitle3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const wishliststepsavetitle3 = fr_wishliststepsavetitle3;
export { wishliststepsavetitle3 as "wishlistStepSaveTitle" }