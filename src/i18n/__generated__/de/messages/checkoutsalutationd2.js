/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutationd2Inputs */

const de_checkoutsalutationd2 = /** @type {(inputs: Checkoutsalutationd2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divers`)
};

/**

* @param {Checkoutsalutationd2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutsalutationd2 = de_checkoutsalutationd2;
export { checkoutsalutationd2 as "checkoutSalutationD" }