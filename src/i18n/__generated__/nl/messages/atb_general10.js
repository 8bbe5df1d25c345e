/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_General10Inputs */

const nl_atb_general10 = /** @type {(inputs: Atb_General10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het artikel kon niet aan je winkelwagen worden toegevoegd.`)
};

/**

* @param {Atb_General10Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const atb_general10 = nl_atb_general10;
export { atb_general10 as "ATB_GENERAL" }