/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepchoosetext3Inputs */

const sv_wishliststepchoosetext3 = /** @type {(inputs: Wishliststepchoosetext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Botanisera i vårt sortiment och hitta dina favoriter.`)
};

/**

* @param {Wishliststepchoosetext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishliststepchoosetext3 = sv_wishliststepchoosetext3;
export { wishliststepchoosetext3 as "wishlistStepChooseText" }