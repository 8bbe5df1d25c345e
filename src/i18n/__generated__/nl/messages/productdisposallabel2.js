/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Productdisposallabel2Inputs */

const nl_productdisposallabel2 = /** @type {(inputs: Productdisposallabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Afvoerservice: oude matras of lattenbodem laten meenemen (${i?.fee} per stuk)`)
};

/**

* @param {Productdisposallabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productdisposallabel2 = nl_productdisposallabel2;
export { productdisposallabel2 as "productDisposalLabel" }