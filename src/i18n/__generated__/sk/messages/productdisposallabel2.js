/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Productdisposallabel2Inputs */

const sk_productdisposallabel2 = /** @type {(inputs: Productdisposallabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Odvoz: odvezieme starý matrac alebo rošt (${i?.fee} za kus)`)
};

/**

* @param {Productdisposallabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productdisposallabel2 = sk_productdisposallabel2;
export { productdisposallabel2 as "productDisposalLabel" }