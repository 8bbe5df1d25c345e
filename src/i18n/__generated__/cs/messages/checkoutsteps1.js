/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsteps1Inputs */

const cs_checkoutsteps1 = /** @type {(inputs: Checkoutsteps1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kroky objednávky`)
};

/**

* @param {Checkoutsteps1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutsteps1 = cs_checkoutsteps1;
export { checkoutsteps1 as "checkoutSteps" }