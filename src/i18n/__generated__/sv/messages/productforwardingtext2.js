/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Productforwardingtext2Inputs */

const sv_productforwardingtext2 = /** @type {(inputs: Productforwardingtext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: leverans till trottoarkanten, ${i?.fee} i fraktkostnad per beställning tillkommer`)
};

/**

* @param {Productforwardingtext2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productforwardingtext2 = sv_productforwardingtext2;
export { productforwardingtext2 as "productForwardingText" }