/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutationf2Inputs */

const cs_checkoutsalutationf2 = /** @type {(inputs: Checkoutsalutationf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paní`)
};

/**

* @param {Checkoutsalutationf2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutsalutationf2 = cs_checkoutsalutationf2;
export { checkoutsalutationf2 as "checkoutSalutationF" }