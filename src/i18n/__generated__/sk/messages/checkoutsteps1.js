/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsteps1Inputs */

const sk_checkoutsteps1 = /** @type {(inputs: Checkoutsteps1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kroky objednávky`)
};

/**

* @param {Checkoutsteps1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutsteps1 = sk_checkoutsteps1;
export { checkoutsteps1 as "checkoutSteps" }