/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketremoved1Inputs */

const fr_basketremoved1 = /** @type {(inputs: Basketremoved1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.name} » a été retiré du panier.`)
};

/**

* @param {Basketremoved1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketremoved1 = fr_basketremoved1;
export { basketremoved1 as "basketRemoved" }