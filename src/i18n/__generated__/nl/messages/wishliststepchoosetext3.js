/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepchoosetext3Inputs */

const nl_wishliststepchoosetext3 = /** @type {(inputs: Wishliststepchoosetext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blader door ons assortiment en ontdek je favoriete items.`)
};

/**

* @param {Wishliststepchoosetext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const wishliststepchoosetext3 = nl_wishliststepchoosetext3;
export { wishliststepchoosetext3 as "wishlistStepChooseText" }