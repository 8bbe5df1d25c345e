/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutationm2Inputs */

const de_ch2_checkoutsalutationm2 = /** @type {(inputs: Checkoutsalutationm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herr`)
};

/**

* @param {Checkoutsalutationm2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutsalutationm2 = de_ch2_checkoutsalutationm2;
export { checkoutsalutationm2 as "checkoutSalutationM" }