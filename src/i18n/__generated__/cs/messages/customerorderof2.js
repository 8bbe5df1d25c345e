/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Customerorderof2Inputs */

const cs_customerorderof2 = /** @type {(inputs: Customerorderof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ze dne ${i?.date}`)
};

/**

* @param {Customerorderof2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerorderof2 = cs_customerorderof2;
export { customerorderof2 as "customerOrderOf" }