/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformfailed1Inputs */

const fr_orderformfailed1 = /** @type {(inputs: Orderformfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les articles n’ont pas pu être ajoutés au panier.`)
};

/**

* @param {Orderformfailed1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformfailed1 = fr_orderformfailed1;
export { orderformfailed1 as "orderformFailed" }