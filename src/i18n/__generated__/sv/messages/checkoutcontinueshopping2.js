/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcontinueshopping2Inputs */

const sv_checkoutcontinueshopping2 = /** @type {(inputs: Checkoutcontinueshopping2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fortsätt handla`)
};

/**

* @param {Checkoutcontinueshopping2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutcontinueshopping2 = sv_checkoutcontinueshopping2;
export { checkoutcontinueshopping2 as "checkoutContinueShopping" }