/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerqrlabel2Inputs */

const nl_customerqrlabel2 = /** @type {(inputs: Customerqrlabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR-factuur ${i?.number}`)
};

/**

* @param {Customerqrlabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerqrlabel2 = nl_customerqrlabel2;
export { customerqrlabel2 as "customerQrLabel" }