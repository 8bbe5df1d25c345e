/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Customersize1Inputs */

const fr_customersize1 = /** @type {(inputs: Customersize1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Taille ${i?.size}`)
};

/**

* @param {Customersize1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customersize1 = fr_customersize1;
export { customersize1 as "customerSize" }