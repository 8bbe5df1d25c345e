/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketemptytext2Inputs */

const fr_basketemptytext2 = /** @type {(inputs: Basketemptytext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez des articles pour passer commande.`)
};

/**

* @param {Basketemptytext2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketemptytext2 = fr_basketemptytext2;
export { basketemptytext2 as "basketEmptyText" }