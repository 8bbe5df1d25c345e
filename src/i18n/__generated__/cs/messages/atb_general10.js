/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_General10Inputs */

const cs_atb_general10 = /** @type {(inputs: Atb_General10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zboží se nepodařilo přidat do košíku.`)
};

/**

* @param {Atb_General10Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const atb_general10 = cs_atb_general10;
export { atb_general10 as "ATB_GENERAL" }