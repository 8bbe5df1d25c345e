/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Customerorderof2Inputs */

const sv_customerorderof2 = /** @type {(inputs: Customerorderof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`från ${i?.date}`)
};

/**

* @param {Customerorderof2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerorderof2 = sv_customerorderof2;
export { customerorderof2 as "customerOrderOf" }