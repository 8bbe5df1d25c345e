/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerorder1Inputs */

const cs_customerorder1 = /** @type {(inputs: Customerorder1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Objednávka ${i?.number}`)
};

/**

* @param {Customerorder1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerorder1 = cs_customerorder1;
export { customerorder1 as "customerOrder" }