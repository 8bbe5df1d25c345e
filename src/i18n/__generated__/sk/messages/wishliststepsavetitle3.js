/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepsavetitle3Inputs */

const sk_wishliststepsavetitle3 = /** @type {(inputs: Wishliststepsavetitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uložte si ho`)
};

/**

* @param {Wishliststepsavetitle3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishliststepsavetitle3 = sk_wishliststepsavetitle3;
export { wishliststepsavetitle3 as "wishlistStepSaveTitle" }