/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformtitle1Inputs */

const fr_orderformtitle1 = /** @type {(inputs: Orderformtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bon de commande`)
};

/**

* @param {Orderformtitle1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformtitle1 = fr_orderformtitle1;
export { orderformtitle1 as "orderformTitle" }