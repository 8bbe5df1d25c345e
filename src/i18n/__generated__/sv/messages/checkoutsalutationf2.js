/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutationf2Inputs */

const sv_checkoutsalutationf2 = /** @type {(inputs: Checkoutsalutationf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kvinna`)
};

/**

* @param {Checkoutsalutationf2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutsalutationf2 = sv_checkoutsalutationf2;
export { checkoutsalutationf2 as "checkoutSalutationF" }