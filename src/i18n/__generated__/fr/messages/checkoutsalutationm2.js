/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutationm2Inputs */

const fr_checkoutsalutationm2 = /** @type {(inputs: Checkoutsalutationm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monsieur`)
};

/**

* @param {Checkoutsalutationm2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutsalutationm2 = fr_checkoutsalutationm2;
export { checkoutsalutationm2 as "checkoutSalutationM" }