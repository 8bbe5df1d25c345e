/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepchoosetext3Inputs */

const cs_wishliststepchoosetext3 = /** @type {(inputs: Wishliststepchoosetext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prohlédněte si náš sortiment a objevte své oblíbené kousky.`)
};

/**

* @param {Wishliststepchoosetext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const wishliststepchoosetext3 = cs_wishliststepchoosetext3;
export { wishliststepchoosetext3 as "wishlistStepChooseText" }