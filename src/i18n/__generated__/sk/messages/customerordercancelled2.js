/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordercancelled2Inputs */

const sk_customerordercancelled2 = /** @type {(inputs: Customerordercancelled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stornovaná`)
};

/**

* @param {Customerordercancelled2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerordercancelled2 = sk_customerordercancelled2;
export { customerordercancelled2 as "customerOrderCancelled" }