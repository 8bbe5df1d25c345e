/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepordertitle3Inputs */

const fr_wishliststepordertitle3 = /** @type {(inputs: Wishliststepordertitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commander plus tard`)
};

/**

* @param {Wishliststepordertitle3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const wishliststepordertitle3 = fr_wishliststepordertitle3;
export { wishliststepordertitle3 as "wishlistStepOrderTitle" }