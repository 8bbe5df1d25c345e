/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertoservice2Inputs */

const sv_customertoservice2 = /** @type {(inputs: Customertoservice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Till kundtjänst`)
};

/**

* @param {Customertoservice2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customertoservice2 = sv_customertoservice2;
export { customertoservice2 as "customerToService" }