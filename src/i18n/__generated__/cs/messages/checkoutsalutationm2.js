/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutationm2Inputs */

const cs_checkoutsalutationm2 = /** @type {(inputs: Checkoutsalutationm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pan`)
};

/**

* @param {Checkoutsalutationm2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutsalutationm2 = cs_checkoutsalutationm2;
export { checkoutsalutationm2 as "checkoutSalutationM" }