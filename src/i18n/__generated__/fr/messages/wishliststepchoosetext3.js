/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepchoosetext3Inputs */

const fr_wishliststepchoosetext3 = /** @type {(inputs: Wishliststepchoosetext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourez notre assortiment et découvrez vos pièces préférées.`)
};

/**

* @param {Wishliststepchoosetext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const wishliststepchoosetext3 = fr_wishliststepchoosetext3;
export { wishliststepchoosetext3 as "wishlistStepChooseText" }