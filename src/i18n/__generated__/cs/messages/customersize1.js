/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Customersize1Inputs */

const cs_customersize1 = /** @type {(inputs: Customersize1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Velikost ${i?.size}`)
};

/**

* @param {Customersize1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customersize1 = cs_customersize1;
export { customersize1 as "customerSize" }