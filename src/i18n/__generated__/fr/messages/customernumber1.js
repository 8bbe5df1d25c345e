/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customernumber1Inputs */

const fr_customernumber1 = /** @type {(inputs: Customernumber1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Numéro client : ${i?.number}`)
};

/**

* @param {Customernumber1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customernumber1 = fr_customernumber1;
export { customernumber1 as "customerNumber" }