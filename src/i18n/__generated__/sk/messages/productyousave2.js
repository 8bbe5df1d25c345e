/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ saving: NonNullable<unknown> }} Productyousave2Inputs */

const sk_productyousave2 = /** @type {(inputs: Productyousave2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ušetríte ${i?.saving} %`)
};

/**

* @param {Productyousave2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productyousave2 = sk_productyousave2;
export { productyousave2 as "productYouSave" }