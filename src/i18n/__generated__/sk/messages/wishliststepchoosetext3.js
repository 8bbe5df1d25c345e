/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepchoosetext3Inputs */

const sk_wishliststepchoosetext3 = /** @type {(inputs: Wishliststepchoosetext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prezrite si náš sortiment a objavte svoje obľúbené kúsky.`)
};

/**

* @param {Wishliststepchoosetext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishliststepchoosetext3 = sk_wishliststepchoosetext3;
export { wishliststepchoosetext3 as "wishlistStepChooseText" }