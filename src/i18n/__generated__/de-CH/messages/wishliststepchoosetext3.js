/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepchoosetext3Inputs */

const de_ch2_wishliststepchoosetext3 = /** @type {(inputs: Wishliststepchoosetext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stöbern Sie durch unser Sortiment und entdecken Sie Ihre Lieblingsstücke.`)
};

/**

* @param {Wishliststepchoosetext3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const wishliststepchoosetext3 = de_ch2_wishliststepchoosetext3;
export { wishliststepchoosetext3 as "wishlistStepChooseText" }