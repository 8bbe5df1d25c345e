/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Customerorderof2Inputs */

const de_customerorderof2 = /** @type {(inputs: Customerorderof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`vom ${i?.date}`)
};

/**

* @param {Customerorderof2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerorderof2 = de_customerorderof2;
export { customerorderof2 as "customerOrderOf" }