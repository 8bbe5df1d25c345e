/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutationm2Inputs */

const nl_checkoutsalutationm2 = /** @type {(inputs: Checkoutsalutationm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meneer`)
};

/**

* @param {Checkoutsalutationm2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutsalutationm2 = nl_checkoutsalutationm2;
export { checkoutsalutationm2 as "checkoutSalutationM" }