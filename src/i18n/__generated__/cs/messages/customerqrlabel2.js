/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerqrlabel2Inputs */

const cs_customerqrlabel2 = /** @type {(inputs: Customerqrlabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR faktura ${i?.number}`)
};

/**

* @param {Customerqrlabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerqrlabel2 = cs_customerqrlabel2;
export { customerqrlabel2 as "customerQrLabel" }