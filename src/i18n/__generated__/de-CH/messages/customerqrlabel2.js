/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerqrlabel2Inputs */

const de_ch2_customerqrlabel2 = /** @type {(inputs: Customerqrlabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR-Rechnung ${i?.number}`)
};

/**

* @param {Customerqrlabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerqrlabel2 = de_ch2_customerqrlabel2;
export { customerqrlabel2 as "customerQrLabel" }