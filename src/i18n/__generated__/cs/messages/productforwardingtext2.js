/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Productforwardingtext2Inputs */

const cs_productforwardingtext2 = /** @type {(inputs: Productforwardingtext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: doručení k obrubníku, navíc ${i?.fee} za dopravu na objednávku`)
};

/**

* @param {Productforwardingtext2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productforwardingtext2 = cs_productforwardingtext2;
export { productforwardingtext2 as "productForwardingText" }