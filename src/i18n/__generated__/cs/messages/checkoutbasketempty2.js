/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutbasketempty2Inputs */

const cs_checkoutbasketempty2 = /** @type {(inputs: Checkoutbasketempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Váš košík je prázdný. Vložte prosím zboží do košíku, abyste mohli pokračovat k pokladně.`)
};

/**

* @param {Checkoutbasketempty2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutbasketempty2 = cs_checkoutbasketempty2;
export { checkoutbasketempty2 as "checkoutBasketEmpty" }