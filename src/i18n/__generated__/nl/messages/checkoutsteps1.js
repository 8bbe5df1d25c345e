/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsteps1Inputs */

const nl_checkoutsteps1 = /** @type {(inputs: Checkoutsteps1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestelstappen`)
};

/**

* @param {Checkoutsteps1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutsteps1 = nl_checkoutsteps1;
export { checkoutsteps1 as "checkoutSteps" }