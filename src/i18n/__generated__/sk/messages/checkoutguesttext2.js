/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutguesttext2Inputs */

const sk_checkoutguesttext2 = /** @type {(inputs: Checkoutguesttext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednajte bez zákazníckeho účtu. Potrebujeme len Vašu adresu a e-mail na potvrdenie objednávky.`)
};

/**

* @param {Checkoutguesttext2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutguesttext2 = sk_checkoutguesttext2;
export { checkoutguesttext2 as "checkoutGuestText" }