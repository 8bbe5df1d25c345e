/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Productdisposallabel2Inputs */

const cs_productdisposallabel2 = /** @type {(inputs: Productdisposallabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Odvoz: odvezeme starou matraci nebo rošt (${i?.fee} za kus)`)
};

/**

* @param {Productdisposallabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productdisposallabel2 = cs_productdisposallabel2;
export { productdisposallabel2 as "productDisposalLabel" }