/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Productdisposallabel2Inputs */

const sv_productdisposallabel2 = /** @type {(inputs: Productdisposallabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bortforsling: vi tar med gammal madrass eller ribbotten (${i?.fee} per styck)`)
};

/**

* @param {Productdisposallabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productdisposallabel2 = sv_productdisposallabel2;
export { productdisposallabel2 as "productDisposalLabel" }