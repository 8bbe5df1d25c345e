/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcoupon1Inputs */

const fr_basketcoupon1 = /** @type {(inputs: Basketcoupon1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pourrez utiliser votre code promo à la fin de la commande.`)
};

/**

* @param {Basketcoupon1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketcoupon1 = fr_basketcoupon1;
export { basketcoupon1 as "basketCoupon" }