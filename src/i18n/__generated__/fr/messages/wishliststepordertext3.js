/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepordertext3Inputs */

const fr_wishliststepordertext3 = /** @type {(inputs: Wishliststepordertext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retrouvez tout ici et commandez quand cela vous convient.`)
};

/**

* @param {Wishliststepordertext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const wishliststepordertext3 = fr_wishliststepordertext3;
export { wishliststepordertext3 as "wishlistStepOrderText" }