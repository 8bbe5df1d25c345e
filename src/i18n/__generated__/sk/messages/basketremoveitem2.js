/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketremoveitem2Inputs */

const sk_basketremoveitem2 = /** @type {(inputs: Basketremoveitem2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Odstrániť ${i?.name}`)
};

/**

* @param {Basketremoveitem2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketremoveitem2 = sk_basketremoveitem2;
export { basketremoveitem2 as "basketRemoveItem" }