/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepordertext3Inputs */

const sv_wishliststepordertext3 = /** @type {(inputs: Wishliststepordertext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Här hittar du allt igen och beställer när det passar dig.`)
};

/**

* @param {Wishliststepordertext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishliststepordertext3 = sv_wishliststepordertext3;
export { wishliststepordertext3 as "wishlistStepOrderText" }