/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformnosize2Inputs */

const fr_orderformnosize2 = /** @type {(inputs: Orderformnosize2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre bon de commande contient des articles sans taille choisie.`)
};

/**

* @param {Orderformnosize2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformnosize2 = fr_orderformnosize2;
export { orderformnosize2 as "orderformNoSize" }