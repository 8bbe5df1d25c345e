/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutationd2Inputs */

const sk_checkoutsalutationd2 = /** @type {(inputs: Checkoutsalutationd2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iné`)
};

/**

* @param {Checkoutsalutationd2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutsalutationd2 = sk_checkoutsalutationd2;
export { checkoutsalutationd2 as "checkoutSalutationD" }