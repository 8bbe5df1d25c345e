/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Customerorderof2Inputs */

const sk_customerorderof2 = /** @type {(inputs: Customerorderof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`zo dňa ${i?.date}`)
};

/**

* @param {Customerorderof2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerorderof2 = sk_customerorderof2;
export { customerorderof2 as "customerOrderOf" }