/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_General10Inputs */

const sv_atb_general10 = /** @type {(inputs: Atb_General10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikeln kunde inte läggas i varukorgen.`)
};

/**

* @param {Atb_General10Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const atb_general10 = sv_atb_general10;
export { atb_general10 as "ATB_GENERAL" }