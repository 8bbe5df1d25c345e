/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcontinueshopping2Inputs */

const cs_checkoutcontinueshopping2 = /** @type {(inputs: Checkoutcontinueshopping2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokračovat v nákupu`)
};

/**

* @param {Checkoutcontinueshopping2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutcontinueshopping2 = cs_checkoutcontinueshopping2;
export { checkoutcontinueshopping2 as "checkoutContinueShopping" }