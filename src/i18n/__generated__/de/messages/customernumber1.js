/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customernumber1Inputs */

const de_customernumber1 = /** @type {(inputs: Customernumber1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kundennummer: ${i?.number}`)
};

/**

* @param {Customernumber1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customernumber1 = de_customernumber1;
export { customernumber1 as "customerNumber" }