/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketempty1Inputs */

const fr_basketempty1 = /** @type {(inputs: Basketempty1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre panier est vide pour le moment.`)
};

/**

* @param {Basketempty1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketempty1 = fr_basketempty1;
export { basketempty1 as "basketEmpty" }