/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutbasketempty2Inputs */

const sk_checkoutbasketempty2 = /** @type {(inputs: Checkoutbasketempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Váš košík je prázdny. Vložte prosím tovar do košíka, aby ste mohli pokračovať do pokladne.`)
};

/**

* @param {Checkoutbasketempty2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutbasketempty2 = sk_checkoutbasketempty2;
export { checkoutbasketempty2 as "checkoutBasketEmpty" }