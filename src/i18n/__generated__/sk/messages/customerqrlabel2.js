/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerqrlabel2Inputs */

const sk_customerqrlabel2 = /** @type {(inputs: Customerqrlabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR faktúra ${i?.number}`)
};

/**

* @param {Customerqrlabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerqrlabel2 = sk_customerqrlabel2;
export { customerqrlabel2 as "customerQrLabel" }