/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketremoveitem2Inputs */

const fr_basketremoveitem2 = /** @type {(inputs: Basketremoveitem2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.name}`)
};

/**

* @param {Basketremoveitem2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketremoveitem2 = fr_basketremoveitem2;
export { basketremoveitem2 as "basketRemoveItem" }