/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertoservice2Inputs */

const fr_customertoservice2 = /** @type {(inputs: Customertoservice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacter le service client`)
};

/**

* @param {Customertoservice2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customertoservice2 = fr_customertoservice2;
export { customertoservice2 as "customerToService" }