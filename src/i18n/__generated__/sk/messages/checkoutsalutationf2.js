/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutationf2Inputs */

const sk_checkoutsalutationf2 = /** @type {(inputs: Checkoutsalutationf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pani`)
};

/**

* @param {Checkoutsalutationf2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutsalutationf2 = sk_checkoutsalutationf2;
export { checkoutsalutationf2 as "checkoutSalutationF" }