/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepordertext3Inputs */

const cs_wishliststepordertext3 = /** @type {(inputs: Wishliststepordertext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tady vše najdete a objednáte, kdy se Vám to hodí.`)
};

/**

* @param {Wishliststepordertext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const wishliststepordertext3 = cs_wishliststepordertext3;
export { wishliststepordertext3 as "wishlistStepOrderText" }