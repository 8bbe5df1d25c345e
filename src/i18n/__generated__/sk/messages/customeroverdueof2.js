/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeroverdueof2Inputs */

const sk_customeroverdueof2 = /** @type {(inputs: Customeroverdueof2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Z toho po splatnosti`)
};

/**

* @param {Customeroverdueof2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customeroverdueof2 = sk_customeroverdueof2;
export { customeroverdueof2 as "customerOverdueOf" }