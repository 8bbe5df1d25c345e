/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepsavetitle3Inputs */

const sv_wishliststepsavetitle3 = /** @type {(inputs: Wishliststepsavetitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spara`)
};

/**

* @param {Wishliststepsavetitle3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishliststepsavetitle3 = sv_wishliststepsavetitle3;
export { wishliststepsavetitle3 as "wishlistStepSaveTitle" }