/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepordertitle3Inputs */

const sk_wishliststepordertitle3 = /** @type {(inputs: Wishliststepordertitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednajte neskôr`)
};

/**

* @param {Wishliststepordertitle3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishliststepordertitle3 = sk_wishliststepordertitle3;
export { wishliststepordertitle3 as "wishlistStepOrderTitle" }