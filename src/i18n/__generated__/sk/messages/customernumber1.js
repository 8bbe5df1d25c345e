/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customernumber1Inputs */

const sk_customernumber1 = /** @type {(inputs: Customernumber1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zákaznícke číslo: ${i?.number}`)
};

/**

* @param {Customernumber1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customernumber1 = sk_customernumber1;
export { customernumber1 as "customerNumber" }