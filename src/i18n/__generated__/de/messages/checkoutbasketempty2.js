/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutbasketempty2Inputs */

const de_checkoutbasketempty2 = /** @type {(inputs: Checkoutbasketempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Warenkorb ist leer. Bitte legen Sie Artikel in den Warenkorb, um zur Kasse zu gehen.`)
};

/**

* @param {Checkoutbasketempty2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutbasketempty2 = de_checkoutbasketempty2;
export { checkoutbasketempty2 as "checkoutBasketEmpty" }