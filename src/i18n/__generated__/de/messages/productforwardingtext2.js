/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Productforwardingtext2Inputs */

const de_productforwardingtext2 = /** @type {(inputs: Productforwardingtext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: Lieferung bis an die Bordsteinkante, zzgl. ${i?.fee} Frachtkosten je Bestellung`)
};

/**

* @param {Productforwardingtext2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productforwardingtext2 = de_productforwardingtext2;
export { productforwardingtext2 as "productForwardingText" }