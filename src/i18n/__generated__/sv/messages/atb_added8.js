/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_Added8Inputs */

const sv_atb_added8 = /** @type {(inputs: Atb_Added8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikeln har lagts i varukorgen.`)
};

/**

* @param {Atb_Added8Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const atb_added8 = sv_atb_added8;
export { atb_added8 as "ATB_ADDED" }