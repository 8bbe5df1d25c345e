/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutationd2Inputs */

const cs_checkoutsalutationd2 = /** @type {(inputs: Checkoutsalutationd2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jiné`)
};

/**

* @param {Checkoutsalutationd2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutsalutationd2 = cs_checkoutsalutationd2;
export { checkoutsalutationd2 as "checkoutSalutationD" }