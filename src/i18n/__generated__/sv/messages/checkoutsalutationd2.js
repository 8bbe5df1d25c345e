/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutationd2Inputs */

const sv_checkoutsalutationd2 = /** @type {(inputs: Checkoutsalutationd2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annat`)
};

/**

* @param {Checkoutsalutationd2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutsalutationd2 = sv_checkoutsalutationd2;
export { checkoutsalutationd2 as "checkoutSalutationD" }