/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerqrlabel2Inputs */

const fr_customerqrlabel2 = /** @type {(inputs: Customerqrlabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR-facture ${i?.number}`)
};

/**

* @param {Customerqrlabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerqrlabel2 = fr_customerqrlabel2;
export { customerqrlabel2 as "customerQrLabel" }