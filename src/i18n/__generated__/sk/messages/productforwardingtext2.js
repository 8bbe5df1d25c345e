/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Productforwardingtext2Inputs */

const sk_productforwardingtext2 = /** @type {(inputs: Productforwardingtext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: doručenie k obrubníku, navyše ${i?.fee} za dopravu na objednávku`)
};

/**

* @param {Productforwardingtext2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productforwardingtext2 = sk_productforwardingtext2;
export { productforwardingtext2 as "productForwardingText" }