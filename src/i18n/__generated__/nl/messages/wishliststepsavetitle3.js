/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepsavetitle3Inputs */

const nl_wishliststepsavetitle3 = /** @type {(inputs: Wishliststepsavetitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewaren`)
};

/**

* @param {Wishliststepsavetitle3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const wishliststepsavetitle3 = nl_wishliststepsavetitle3;
export { wishliststepsavetitle3 as "wishlistStepSaveTitle" }