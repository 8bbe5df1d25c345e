/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Customersize1Inputs */

const de_ch2_customersize1 = /** @type {(inputs: Customersize1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grösse ${i?.size}`)
};

/**

* @param {Customersize1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customersize1 = de_ch2_customersize1;
export { customersize1 as "customerSize" }