/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Customersize1Inputs */

const sv_customersize1 = /** @type {(inputs: Customersize1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Storlek ${i?.size}`)
};

/**

* @param {Customersize1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customersize1 = sv_customersize1;
export { customersize1 as "customerSize" }