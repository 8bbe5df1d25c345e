/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutationd2Inputs */

const nl_checkoutsalutationd2 = /** @type {(inputs: Checkoutsalutationd2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anders`)
};

/**

* @param {Checkoutsalutationd2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutsalutationd2 = nl_checkoutsalutationd2;
export { checkoutsalutationd2 as "checkoutSalutationD" }