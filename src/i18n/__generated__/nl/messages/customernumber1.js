/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customernumber1Inputs */

const nl_customernumber1 = /** @type {(inputs: Customernumber1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Klantnummer: ${i?.number}`)
};

/**

* @param {Customernumber1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customernumber1 = nl_customernumber1;
export { customernumber1 as "customerNumber" }