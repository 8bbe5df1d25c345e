/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsteps1Inputs */

const fr_checkoutsteps1 = /** @type {(inputs: Checkoutsteps1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étapes de la commande`)
};

/**

* @param {Checkoutsteps1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutsteps1 = fr_checkoutsteps1;
export { checkoutsteps1 as "checkoutSteps" }