/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepordertext3Inputs */

const de_wishliststepordertext3 = /** @type {(inputs: Wishliststepordertext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier finden Sie alles wieder und bestellen, wann es Ihnen passt.`)
};

/**

* @param {Wishliststepordertext3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const wishliststepordertext3 = de_wishliststepordertext3;
export { wishliststepordertext3 as "wishlistStepOrderText" }