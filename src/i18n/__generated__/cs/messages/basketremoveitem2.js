/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketremoveitem2Inputs */

const cs_basketremoveitem2 = /** @type {(inputs: Basketremoveitem2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Odebrat ${i?.name}`)
};

/**

* @param {Basketremoveitem2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketremoveitem2 = cs_basketremoveitem2;
export { basketremoveitem2 as "basketRemoveItem" }