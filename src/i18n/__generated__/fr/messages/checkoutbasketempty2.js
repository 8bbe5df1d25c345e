/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutbasketempty2Inputs */

const fr_checkoutbasketempty2 = /** @type {(inputs: Checkoutbasketempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier est vide. Ajoutez des articles à votre panier pour passer à la caisse.`)
};

/**

* @param {Checkoutbasketempty2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutbasketempty2 = fr_checkoutbasketempty2;
export { checkoutbasketempty2 as "checkoutBasketEmpty" }