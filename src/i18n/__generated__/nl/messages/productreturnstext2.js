/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productreturnstext2Inputs */

const nl_productreturnstext2 = /** @type {(inputs: Productreturnstext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je kunt je bestelling gratis aan ons terugsturen.`)
};

/**

* @param {Productreturnstext2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productreturnstext2 = nl_productreturnstext2;
export { productreturnstext2 as "productReturnsText" }