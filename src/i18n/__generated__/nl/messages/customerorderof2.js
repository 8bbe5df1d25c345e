/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Customerorderof2Inputs */

const nl_customerorderof2 = /** @type {(inputs: Customerorderof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`van ${i?.date}`)
};

/**

* @param {Customerorderof2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerorderof2 = nl_customerorderof2;
export { customerorderof2 as "customerOrderOf" }