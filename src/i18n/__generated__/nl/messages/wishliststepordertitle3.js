/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepordertitle3Inputs */

const nl_wishliststepordertitle3 = /** @type {(inputs: Wishliststepordertitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Later bestellen`)
};

/**

* @param {Wishliststepordertitle3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const wishliststepordertitle3 = nl_wishliststepordertitle3;
export { wishliststepordertitle3 as "wishlistStepOrderTitle" }