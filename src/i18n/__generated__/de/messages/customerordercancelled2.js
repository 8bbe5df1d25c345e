/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordercancelled2Inputs */

const de_customerordercancelled2 = /** @type {(inputs: Customerordercancelled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storniert`)
};

/**

* @param {Customerordercancelled2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerordercancelled2 = de_customerordercancelled2;
export { customerordercancelled2 as "customerOrderCancelled" }