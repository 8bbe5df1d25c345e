/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordercancelled2Inputs */

const fr_customerordercancelled2 = /** @type {(inputs: Customerordercancelled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulée`)
};

/**

* @param {Customerordercancelled2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerordercancelled2 = fr_customerordercancelled2;
export { customerordercancelled2 as "customerOrderCancelled" }