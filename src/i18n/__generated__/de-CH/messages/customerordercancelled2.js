/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordercancelled2Inputs */

const de_ch2_customerordercancelled2 = /** @type {(inputs: Customerordercancelled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storniert`)
};

/**

* @param {Customerordercancelled2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerordercancelled2 = de_ch2_customerordercancelled2;
export { customerordercancelled2 as "customerOrderCancelled" }