/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordercancelled2Inputs */

const cs_customerordercancelled2 = /** @type {(inputs: Customerordercancelled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stornována`)
};

/**

* @param {Customerordercancelled2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerordercancelled2 = cs_customerordercancelled2;
export { customerordercancelled2 as "customerOrderCancelled" }