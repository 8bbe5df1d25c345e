/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertoservice2Inputs */

const nl_customertoservice2 = /** @type {(inputs: Customertoservice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naar de klantenservice`)
};

/**

* @param {Customertoservice2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customertoservice2 = nl_customertoservice2;
export { customertoservice2 as "customerToService" }