/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Productdisposallabel2Inputs */

const de_productdisposallabel2 = /** @type {(inputs: Productdisposallabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entsorgungsservice: Altmatratze oder Lattenrost mitnehmen lassen (${i?.fee} je Stück)`)
};

/**

* @param {Productdisposallabel2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productdisposallabel2 = de_productdisposallabel2;
export { productdisposallabel2 as "productDisposalLabel" }