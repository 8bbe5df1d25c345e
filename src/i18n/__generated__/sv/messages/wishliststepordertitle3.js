/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepordertitle3Inputs */

const sv_wishliststepordertitle3 = /** @type {(inputs: Wishliststepordertitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beställ senare`)
};

/**

* @param {Wishliststepordertitle3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishliststepordertitle3 = sv_wishliststepordertitle3;
export { wishliststepordertitle3 as "wishlistStepOrderTitle" }