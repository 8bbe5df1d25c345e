/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutationm2Inputs */

const sv_checkoutsalutationm2 = /** @type {(inputs: Checkoutsalutationm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Man`)
};

/**

* @param {Checkoutsalutationm2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutsalutationm2 = sv_checkoutsalutationm2;
export { checkoutsalutationm2 as "checkoutSalutationM" }