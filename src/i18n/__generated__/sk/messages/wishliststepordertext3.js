/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepordertext3Inputs */

const sk_wishliststepordertext3 = /** @type {(inputs: Wishliststepordertext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu všetko nájdete a objednáte, keď sa Vám to hodí.`)
};

/**

* @param {Wishliststepordertext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishliststepordertext3 = sk_wishliststepordertext3;
export { wishliststepordertext3 as "wishlistStepOrderText" }