/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutationf2Inputs */

const fr_checkoutsalutationf2 = /** @type {(inputs: Checkoutsalutationf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Madame`)
};

/**

* @param {Checkoutsalutationf2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutsalutationf2 = fr_checkoutsalutationf2;
export { checkoutsalutationf2 as "checkoutSalutationF" }