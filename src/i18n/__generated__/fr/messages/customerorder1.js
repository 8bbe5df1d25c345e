/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerorder1Inputs */

const fr_customerorder1 = /** @type {(inputs: Customerorder1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Commande ${i?.number}`)
};

/**

* @param {Customerorder1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerorder1 = fr_customerorder1;
export { customerorder1 as "customerOrder" }