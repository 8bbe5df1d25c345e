/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeropenamounts2Inputs */

const sv_customeropenamounts2 = /** @type {(inputs: Customeropenamounts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obetalda belopp`)
};

/**

* @param {Customeropenamounts2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customeropenamounts2 = sv_customeropenamounts2;
export { customeropenamounts2 as "customerOpenAmounts" }