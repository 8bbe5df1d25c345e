/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepsavetitle3Inputs */

const cs_wishliststepsavetitle3 = /** @type {(inputs: Wishliststepsavetitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uložte si je`)
};

/**

* @param {Wishliststepsavetitle3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const wishliststepsavetitle3 = cs_wishliststepsavetitle3;
export { wishliststepsavetitle3 as "wishlistStepSaveTitle" }