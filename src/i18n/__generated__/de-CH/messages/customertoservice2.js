/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertoservice2Inputs */

const de_ch2_customertoservice2 = /** @type {(inputs: Customertoservice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Kundenservice`)
};

/**

* @param {Customertoservice2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customertoservice2 = de_ch2_customertoservice2;
export { customertoservice2 as "customerToService" }