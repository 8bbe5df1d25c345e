/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutationf2Inputs */

const nl_checkoutsalutationf2 = /** @type {(inputs: Checkoutsalutationf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mevrouw`)
};

/**

* @param {Checkoutsalutationf2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutsalutationf2 = nl_checkoutsalutationf2;
export { checkoutsalutationf2 as "checkoutSalutationF" }