/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerorder1Inputs */

const sv_customerorder1 = /** @type {(inputs: Customerorder1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Beställning ${i?.number}`)
};

/**

* @param {Customerorder1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerorder1 = sv_customerorder1;
export { customerorder1 as "customerOrder" }