/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customernumber1Inputs */

const sv_customernumber1 = /** @type {(inputs: Customernumber1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kundnummer: ${i?.number}`)
};

/**

* @param {Customernumber1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customernumber1 = sv_customernumber1;
export { customernumber1 as "customerNumber" }